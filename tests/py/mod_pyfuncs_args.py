# functions CPython writes in Python, given too few or too many positional arguments
import base64, calendar, html, colorsys, fnmatch, shlex, pprint, copy, statistics, dataclasses, difflib
calls = [
    (base64.b64encode, ()), (base64.b64encode, (b"a", b"-_", 3)), (base64.b64decode, ()),
    (base64.encode, ()), (base64.b16decode, (b"", 1, 2)), (base64.b85encode, ()),
    (calendar.isleap, ()), (calendar.isleap, (2024, 1)), (calendar.monthrange, (2024,)),
    (calendar.weekday, ()), (calendar.setfirstweekday, ()), (calendar.leapdays, (1, 2, 3)),
    (html.escape, ()), (html.escape, ("a", True, 1)), (html.unescape, ()),
    (colorsys.rgb_to_hsv, (1, 2)), (colorsys.hsv_to_rgb, ()), (fnmatch.fnmatch, ("a",)),
    (fnmatch.translate, ()), (shlex.split, ()), (shlex.quote, ()), (shlex.join, ([], 1)),
    (pprint.saferepr, ()), (pprint.pformat, ()), (copy.deepcopy, ()),
    (statistics.correlation, ([1, 2],)), (statistics.linear_regression, ()),
    (dataclasses.fields, ()), (dataclasses.is_dataclass, ()), (dataclasses.asdict, ()),
    (difflib.get_close_matches, ("a",)), (difflib.ndiff, ()),
]
for f, args in calls:
    try:
        f(*args)
        print(f.__name__, "ok")
    except TypeError as e:
        print(f.__name__, e)
print(base64.b64encode(b"hi"), calendar.isleap(2024), calendar.monthrange(2024, 2), html.escape("<&>"),
      colorsys.rgb_to_hsv(1, 0, 0), fnmatch.fnmatch("a.py", "*.py"), shlex.split("a 'b c'"),
      pprint.pformat([1]), copy.deepcopy([[1]]), statistics.correlation([1, 2, 3], [2, 4, 7]),
      difflib.get_close_matches("appel", ["apple", "ape"]), calendar.weekday(2024, 12, 25))
