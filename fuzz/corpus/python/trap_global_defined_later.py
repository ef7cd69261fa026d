# trap: functions refer to globals (constants, helpers, classes) defined after them
def main():
    cfg = load_config()
    total = compute(cfg["values"])
    print(f"{APP_NAME}: total={total}, scaled={total * SCALE}")
    print(Helper().describe())
def compute(values):
    return sum(v for v in values if v > THRESHOLD)
def load_config():
    return {"values": [1, 5, 10, 15]}
APP_NAME = "calc"
THRESHOLD = 4
SCALE = 2
class Helper:
    def describe(self):
        return "helper of " + APP_NAME
if __name__ == "__main__":
    main()
print(__name__)
