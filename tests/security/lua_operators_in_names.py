# identifiers that contain text Lua treats specially once mangled: unicode letters, underscores
# and digits around keywords
end1 = 1; _end = 2; end_end = 3; nilnil = 4; ﬁ = 5; ᵢ = 6; Ⅻ = 7; 𝔡 = 8; µ = 9
print(end1, _end, end_end, nilnil, ﬁ, ᵢ, Ⅻ, 𝔡, µ)
print(sorted(k for k in globals() if not k.startswith("__")))
