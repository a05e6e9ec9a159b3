"""`kernlint lsp`: a real JSON-RPC exchange over stdio with the server in a subprocess, as an editor holds
it: initialize, open, change, save, code actions, shutdown. Skipped without pygls (the `lsp` extra; the
`test` extra installs it, so CI runs it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import queue
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SOURCE = """\
__global__ void k(int *out, const int *in) {
    int i = threadIdx.x;
    if (in[i] & 0x01 == 0) out[i] = 1;   // é before nothing: UTF-16 columns stay right
}
"""
EMOJI = SOURCE.replace("    if (in[i]", "    /*😀*/if (in[i]")


class Client:
    """A minimal LSP client: Content-Length framing over the server's stdin/stdout."""

    def __init__(self, cwd: Path, *args: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "analyzer", "lsp", *args], cwd=cwd, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     env={**os.environ, "PYTHONPATH": str(ROOT)})
        self.messages: queue.Queue = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        stream = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii").partition(":")
                headers[name.strip().lower()] = value.strip()
            self.messages.put(json.loads(stream.read(int(headers["content-length"]))))

    def send(self, message: dict) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def request(self, method: str, params: dict, timeout: float = 120.0) -> dict:
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == self.next_id and "method" not in m, timeout)

    def notify(self, method: str, params: dict) -> None:
        self.send({"method": method, "params": params})

    def wait(self, wanted, timeout: float = 120.0) -> dict:
        while True:
            message = self.messages.get(timeout=timeout)
            if wanted(message):
                return message

    def diagnostics(self, uri: str, version: int | None = None) -> list[dict]:
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri
                         and (version is None or m["params"].get("version") == version))["params"]["diagnostics"]

    def close(self) -> None:
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.proc.wait(timeout=30)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()


@pytest.fixture
def client(tmp_path):
    pytest.importorskip("pygls")  # NOTE: here, not at module level: the missing-pygls test needs no pygls
    c = Client(tmp_path)
    reply = c.request("initialize", {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}})
    assert reply["result"]["serverInfo"]["name"] == "kernlint"
    c.notify("initialized", {})
    yield c
    c.close()


def test_stdio_flag_is_accepted(tmp_path):
    """Issue 27 item 17: generic editor clients start servers with `--stdio`."""
    pytest.importorskip("pygls")
    c = Client(tmp_path, "--stdio")
    try:
        reply = c.request("initialize", {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}},
                          timeout=60)
        assert reply["result"]["serverInfo"]["name"] == "kernlint"
    finally:
        c.close()


def test_open_change_save_and_quick_fix(client, tmp_path):
    path = tmp_path / "k.cu"
    path.write_text(SOURCE)
    uri = path.as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "cuda", "version": 1,
                                                            "text": SOURCE}})
    [diag] = client.diagnostics(uri, 1)
    assert diag["code"] == "KL104" and diag["source"] == "kernlint" and diag["severity"] == 2
    assert diag["range"] == {"start": {"line": 2, "character": 8}, "end": {"line": 2, "character": 25}}
    assert "parses as" in diag["message"] and diag["codeDescription"]["href"].endswith("#kl104-operator-precedence")
    # a change with a character outside the BMP before the finding: UTF-16 columns (2 units for the emoji)
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                             "contentChanges": [{"text": EMOJI}]})
    [diag] = client.diagnostics(uri, 2)
    assert diag["range"]["start"] == {"line": 2, "character": 8 + len("/*😀*/".encode("utf-16-le")) // 2}
    actions = client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri}, "range": diag["range"], "context": {"diagnostics": [diag]}})["result"]
    [action] = actions
    assert action["kind"] == "quickfix" and action["isPreferred"] is True
    edits = action["edit"]["changes"][uri]
    lines = EMOJI.split("\n")
    for edit in sorted(edits, key=lambda e: e["range"]["start"]["character"], reverse=True):
        line = lines[edit["range"]["start"]["line"]].encode("utf-16-le")
        at = edit["range"]["start"]["character"] * 2
        lines[edit["range"]["start"]["line"]] = (line[:at] + edit["newText"].encode("utf-16-le") +
                                                 line[at:]).decode("utf-16-le")
    fixed = "\n".join(lines)
    assert "if ((in[i] & 0x01) == 0)" in fixed
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3},
                                             "contentChanges": [{"text": fixed}]})
    assert client.diagnostics(uri, 3) == []
    path.write_text(SOURCE)  # the save notification re-lints the editor's text
    client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
    assert client.diagnostics(uri) == []


def test_config_from_the_files_folder(client, tmp_path):
    sub = tmp_path / "src"
    sub.mkdir()
    (sub / ".kernlint.yaml").write_text("ignore: [KL104]\n")
    path = sub / "k.cu"
    path.write_text(SOURCE)
    client.notify("textDocument/didOpen", {"textDocument": {"uri": path.as_uri(), "languageId": "cuda",
                                                            "version": 1, "text": SOURCE}})
    assert client.diagnostics(path.as_uri(), 1) == []
    (sub / ".kernlint.yaml").write_text("select: [KL999]\n")
    client.notify("textDocument/didSave", {"textDocument": {"uri": path.as_uri()}})
    [diag] = client.diagnostics(path.as_uri())
    assert diag["severity"] == 1 and "KL999" in diag["message"]


def test_missing_pygls_is_one_line(tmp_path):
    blocker = tmp_path / "block"
    (blocker / "pygls").mkdir(parents=True)
    (blocker / "pygls" / "__init__.py").write_text("raise ImportError('no pygls here')\n")
    proc = subprocess.run([sys.executable, "-m", "analyzer", "lsp"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": f"{blocker}{os.pathsep}{ROOT}"}, stdin=subprocess.DEVNULL)
    assert proc.returncode == 2 and proc.stderr == ("kernlint: kernlint lsp needs pygls: pip install 'pygls>=2,<3' "
                                                  "(in a kernlint clone: pip install '.[lsp]')\n")
