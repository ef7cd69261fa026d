def parse_hms(s):
    parts = [int(p) for p in s.split(":")]
    while len(parts) < 3:
        parts.insert(0, 0)
    h, m, sec = parts
    return h * 3600 + m * 60 + sec
def fmt_hms(total):
    sign = "-" if total < 0 else ""
    h, rem = divmod(abs(total), 3600)
    m, s = divmod(rem, 60)
    return f"{sign}{h:02d}:{m:02d}:{s:02d}"
for s in ["1:02:03", "59:59", "5", "100:00:00", "0:0:61"]:
    t = parse_hms(s)
    print(f"{s:>10} -> {t:>7} s -> {fmt_hms(t)}")
laps = ["4:31", "4:28", "4:40", "4:35"]
tot = sum(parse_hms(l) for l in laps)
print("total", fmt_hms(tot), "avg", fmt_hms(tot // len(laps)), f"{tot / len(laps):.2f}s", fmt_hms(-3725))
def to_12h(hhmm):
    h, m = map(int, hhmm.split(":"))
    suffix = "AM" if h < 12 else "PM"
    h12 = h % 12 or 12
    return f"{h12}:{m:02d} {suffix}"
print([to_12h(t) for t in ["00:00", "00:30", "09:05", "12:00", "12:45", "13:10", "23:59"]])
def pace(km, seconds):
    per = seconds / km
    return f"{int(per // 60)}:{int(per % 60):02d}/km"
print(pace(10, 2875), pace(5, 1500), pace(42.195, 3 * 3600 + 30 * 60))
mins = [90, 45, 125, 0, 61]
print([f"{m // 60}h{m % 60:02d}m" for m in mins], sum(mins) / 60, round(sum(mins) / 60, 2))
