# Parse ISO-8601 durations (P1Y2M3DT4H5M6S, PT1.5S, P2W) into parts and approximate seconds.
import re

ISO = re.compile(r"^P(?!$)(?:(?P<years>\d+(?:\.\d+)?)Y)?(?:(?P<months>\d+(?:\.\d+)?)M)?(?:(?P<weeks>\d+(?:\.\d+)?)W)?"
                 r"(?:(?P<days>\d+(?:\.\d+)?)D)?(?:T(?=\d)(?:(?P<hours>\d+(?:\.\d+)?)H)?(?:(?P<minutes>\d+(?:\.\d+)?)M)?"
                 r"(?:(?P<seconds>\d+(?:\.\d+)?)S)?)?$")
SECONDS = {"years": 365 * 86400, "months": 30 * 86400, "weeks": 7 * 86400, "days": 86400, "hours": 3600, "minutes": 60, "seconds": 1}

def parse(s):
    m = ISO.match(s)
    if not m:
        raise ValueError(f"invalid ISO 8601 duration: {s!r}")
    parts = {k: float(v) for k, v in m.groupdict().items() if v is not None}
    return parts, sum(SECONDS[k] * v for k, v in parts.items())

for s in ["P1Y2M3DT4H5M6S", "PT1.5S", "P2W", "PT36H", "P0D", "PT", "P", "1H", "P1DT", "P3Y6M4DT12H30M5S"]:
    try:
        parts, secs = parse(s)
        print(f"{s:<18} {parts} = {secs:,.1f}s")
    except ValueError as e:
        print(f"{s:<18} ValueError: {e}")
