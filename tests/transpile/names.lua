local _R = ...; local _RADD, _RTICK = _R.ADD, _R.TICK; local _RN = _RTICK(); _ENV["end"] = 1;
_ENV["local"] = 2;
_ENV.function_ = 3;
_ENV._R = 4;
do local _t1 = _ENV["end"];local _t2 = _ENV["local"];local _t3 = _t1 + _t2;if _t1 > 1125899906842597 or _t1 < -1125899906842597 or _t2 > 1125899906842597 or _t2 < -1125899906842597 then _t3 = _RADD(_t1, _t2) end;_ENV["nil"] = _t3; end;
do local _t4 = _ENV.print;local _t5 = _ENV["end"];local _t6 = _ENV["local"];local _t7 = _ENV.function_;local _t8 = _ENV._R;_t4(_t5, _t6, _t7, _t8, _ENV["nil"]); end;
