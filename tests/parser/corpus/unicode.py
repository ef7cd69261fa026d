x = "café"  # 日本
y = f"{x}é{x!r}"
été = 1
z = été + len("😀")
