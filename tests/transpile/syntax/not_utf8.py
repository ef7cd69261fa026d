# F16: a source that is not UTF-8: CPython's one-line report, the byte escaped
x = 1
y = "ÿþ"
