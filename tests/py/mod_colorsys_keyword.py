import colorsys, keyword
for rgb in [(1, 0, 0), (0.2, 0.4, 0.6), (255, 128, 0), (0.5, 0.5, 0.5), (0, 0, 0), (1.0, 1.0, 0.0), (0.1, 0.9, 0.3)]:
    hls = colorsys.rgb_to_hls(*rgb); hsv = colorsys.rgb_to_hsv(*rgb); yiq = colorsys.rgb_to_yiq(*rgb)
    print(rgb, hls, hsv, yiq, colorsys.hls_to_rgb(*hls), colorsys.hsv_to_rgb(*hsv), colorsys.yiq_to_rgb(*yiq))
for h in [0, 0.1, 0.25, 0.5, 0.75, 0.99, 1.0, 1.5, -0.2]:
    print(colorsys.hsv_to_rgb(h, 0.8, 0.9), colorsys.hls_to_rgb(h, 0.3, 0.7), colorsys.hls_to_rgb(h, 0.7, 0.4))
print(colorsys.hsv_to_rgb(0.5, 0, 0.3), colorsys.hls_to_rgb(0.2, 0.4, 0), colorsys.yiq_to_rgb(2, -1, 1), colorsys.ONE_THIRD)
def hexcolor(h, s, v):
    r, g, b = colorsys.hsv_to_rgb(h, s, v)
    return "#{:02x}{:02x}{:02x}".format(int(r * 255), int(g * 255), int(b * 255))
print([hexcolor(i / 8, 0.7, 0.95) for i in range(8)])
try:
    colorsys.rgb_to_hsv(0, 0)
except TypeError as e:
    print("err", e)
print(keyword.kwlist, keyword.softkwlist, keyword.iskeyword("for"), keyword.iskeyword("match"), keyword.issoftkeyword("match"), keyword.iskeyword("For"), keyword.iskeyword(3))
print([w for w in "if x in list and not None pass print".split() if keyword.iskeyword(w)], len(keyword.kwlist))
try:
    keyword.iskeyword([])
except TypeError as e:
    print("err", e)
import colorsys
for a in [(), (1,), (1, 2)]:
    try:
        colorsys.hls_to_rgb(*a)
    except TypeError as e:
        print(e)
