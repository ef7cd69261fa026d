local _R = ...; _ENV["end"] = 1;
_ENV["local"] = 2;
_ENV.function_ = 3;
_ENV._R = 4;
do local _t1 = _ENV["end"];_ENV["nil"] = (_t1 + _ENV["local"]); end;
do local _t2 = _ENV.print;local _t3 = _ENV["end"];local _t4 = _ENV["local"];local _t5 = _ENV.function_;local _t6 = _ENV._R;_t2(_t3, _t4, _t5, _t6, _ENV["nil"]); end;
