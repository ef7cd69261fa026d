# An inventory script that logs its steps to stdout with the caller's function and line.
import logging
import sys

logging.basicConfig(
    level=logging.DEBUG,
    stream=sys.stdout,
    format="%(levelname)-8s %(name)s [%(funcName)s:%(lineno)d] %(message)s",
)
logger = logging.getLogger("inventory")

STOCK = {"apple": 12, "pear": 0, "plum": 3}


def check(item, wanted):
    have = STOCK.get(item)
    if have is None:
        logger.error("unknown item %r", item)
        return False
    if have < wanted:
        logger.warning("only %d %s left, %d wanted", have, item, wanted)
        return False
    logger.debug("reserving %(n)d of %(item)s", {"n": wanted, "item": item})
    STOCK[item] = have - wanted
    return True


class Order:
    def __init__(self, lines):
        self.lines = lines
        logger.info("order with %d lines", len(lines))

    def run(self):
        ok = [check(i, n) for i, n in self.lines]
        logger.info("done: %s", ok)
        return all(ok)


logger.info("start")
print("result:", Order([("apple", 5), ("pear", 1), ("kiwi", 2), ("plum", 3)]).run())
logging.info("root logger, module %s", __name__)
logging.debug("filename=%s", "x")
logger.critical("stock now %s", STOCK)
logger.setLevel(logging.WARNING)
logger.info("not shown")
logger.warning("shown: level %s", logging.getLevelName(logger.getEffectiveLevel()))
print(logger.isEnabledFor(logging.INFO), logger.isEnabledFor(logging.ERROR))
print(logger, logging.getLogger(), logging.getLogger().handlers)
fmt = logging.Formatter("%(module)s %(filename)s %(levelno)d %(msecs)d")
record = logger.makeRecord("inventory", logging.INFO, "mod_logging_inventory.py", 7, "m", (), None)
print(fmt.format(record).split()[:3])
