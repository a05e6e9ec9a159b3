"""One module per `kernlint` sub-command; each exposes register(app) and imports heavy code lazily."""
