# logging.config.dictConfig as a model writes it: formatters, filters, handlers on sys.stdout,
# loggers with propagate, the root, disable_existing_loggers and the errors with their causes.
import logging, logging.config, sys
existing = logging.getLogger("old.module")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "simple": {"format": "%(levelname)s %(name)s: %(message)s"},
        "brace": {"format": "{levelname}|{message}", "style": "{"},
    },
    "filters": {"only_app": {"name": "app"}},
    "handlers": {
        "console": {"class": "logging.StreamHandler", "stream": "ext://sys.stdout", "formatter": "simple", "level": "DEBUG"},
        "brief": {"class": "logging.StreamHandler", "stream": "ext://sys.stdout", "formatter": "brace", "filters": ["only_app"]},
    },
    "loggers": {
        "app": {"level": "DEBUG", "handlers": ["console"], "propagate": False},
        "app.db": {"level": "WARNING"},
    },
    "root": {"level": "INFO", "handlers": ["brief"]},
}
logging.config.dictConfig(LOGGING)
logging.getLogger("app").debug("app debug")
logging.getLogger("app.db").info("hidden")
logging.getLogger("app.db").warning("db warning")
logging.getLogger("other").warning("other filtered out")
logging.warning("root warning filtered")
existing.warning("old still enabled %s", existing.disabled)
print(logging.getLogger("app").handlers, logging.root.handlers, logging.getLogger("app").propagate)
logging.config.dictConfig({"version": 1, "root": {"level": "DEBUG", "handlers": ["h"]},
                           "handlers": {"h": {"class": "logging.StreamHandler", "stream": "ext://sys.stdout"}}})
print(existing.disabled, logging.getLogger("app").disabled, logging.getLogger("app.db").disabled)
logging.debug("root now debug")
for bad in [{}, {"version": 2}, {"version": 1, "handlers": {"x": {"class": "logging.Nope"}}},
            {"version": 1, "handlers": {"x": {"class": "logging.StreamHandler", "formatter": "missing"}}},
            {"version": 1, "loggers": {"a": {"level": "LOUD"}}}]:
    try:
        logging.config.dictConfig(bad)
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e, "|", repr(e.__cause__))
logging.config.dictConfig({"version": 1, "handlers": {"buf": {"class": "logging.handlers.BufferingHandler", "capacity": 10}},
                           "loggers": {"buffered": {"handlers": ["buf"], "level": "INFO"}}})
buffered = logging.getLogger("buffered")
buffered.info("kept in memory")
print(type(buffered.handlers[0]).__name__, [r.getMessage() for r in buffered.handlers[0].buffer])
