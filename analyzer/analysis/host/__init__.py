"""Host-flow analysis: what the host code around the kernels does with the GPU work it issues.

- apis.py: the CUDA/HIP host APIs recognised (synchronising, asynchronous, timing, error checking);
- events.py: a host function as a sequence of events (IR, or a token scan where the parser gave up);
- program.py: every host function of a file, helpers of the file inlined (HostProgram, built once per file);
- timing.py: intervals and event timings that end before the GPU work (KL501);
- errors.py: unchecked launches (KL502) and discarded error codes (KL503).
"""
