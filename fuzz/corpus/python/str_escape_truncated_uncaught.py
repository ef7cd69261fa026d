# a truncated \U escape after non-ASCII text: the position counts each of those characters as 10 bytes
s = "日本 \U0001F60"
