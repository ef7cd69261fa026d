local _R = ...; local _RDEF, _RMISSING, _RNone = _R.DEF, _R.MISSING, _R.None; do local _t1 = {name = "fib", params = {"n"}, nposonly = 0, nrequired = 1}; local _t2 = _RDEF(_t1, function(n) if n == nil then _RMISSING(_t1, 1) end; 
if (n < 2) then 
do return n end; end;
do local _t3 = _ENV.fib;local _t4 = _t3((n - 1));local _t5 = _ENV.fib;do return ((_t4 + _t5((n - 2)))) end; end; return _RNone end);_ENV.fib = _t2; end;
do local _t6 = _ENV.print;local _t7 = _ENV.fib;_t6((_t7(30))); end;
