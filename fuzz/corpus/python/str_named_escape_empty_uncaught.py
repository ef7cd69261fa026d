# \N{} (an empty name) is a malformed escape, not an unknown name
s = f"{1}ü\N{}"
