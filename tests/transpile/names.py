end = 1
local = 2
function_ = 3
_R = 4
nil = end + local
print(end, local, function_, _R, nil)
