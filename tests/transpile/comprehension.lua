local _R = ...; local _RDICT, _RITER, _RLEN, _RLIST, _RSI, _RT = _R.DICT, _R.ITER, _R.LEN, _R.LIST, _R.SI, _R.T; _ENV.words = _RLIST({"a", "bb", "ccc"});
do local _t1 = _RDICT();do local _t2 = _ENV.words;local w;for _, _t3 in _RITER(_t2) do w = _t3;if _RT(w) then _RSI(_t1, w, (_RLEN(w))); end; end; end;_ENV.lengths = _t1; end;
do local _t4 = _RLIST({});local _t5 = 0;do local _t6 = 10;local i;for _t7 = 0, _t6 - 1 do i = _t7;if _RT((i % 2)) then _t5 = _t5 + 1; _t4[_t5] = (i * i); end; end; end;_ENV.squares = _t4; end;
do local _t8 = _ENV.print;local _t9 = _ENV.lengths;local _t10 = _ENV.squares;local _t11 = 0;do local _t12 = _ENV.squares;local x;for _, _t13 in _RITER(_t12) do x = _t13;_t11 = (_t11 + x); end; end;_t8(_t9, _t10, _t11); end;
