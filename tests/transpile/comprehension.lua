local _R = ...; local _RDICT, _RITER, _RLIST, _RSI, _RT = _R.DICT, _R.ITER, _R.LIST, _R.SI, _R.T; _ENV.words = _RLIST({"a", "bb", "ccc"});
do local _t1 = _RDICT();do local _t2 = _ENV.words;local w;for _, _t3 in _RITER(_t2) do w = _t3;if _RT(w) then local _t4 = _ENV.len;_RSI(_t1, w, (_t4(w))); end; end; end;_ENV.lengths = _t1; end;
do local _t5 = _RLIST({});local _t6 = 0;do local _t7 = 10;local i;for _t8 = 0, _t7 - 1 do i = _t8;if _RT((i % 2)) then _t6 = _t6 + 1; _t5[_t6] = (i * i); end; end; end;_ENV.squares = _t5; end;
do local _t9 = _ENV.print;local _t10 = _ENV.lengths;local _t11 = _ENV.squares;local _t12 = 0;do local _t13 = _ENV.squares;local x;for _, _t14 in _RITER(_t13) do x = _t14;_t12 = (_t12 + x); end; end;_t9(_t10, _t11, _t12); end;
