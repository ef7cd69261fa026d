local _R = ...; local _RCALLMKW, _RCLASS, _RDEF, _RGA, _RGM, _RIOP, _RMISSING, _RNone, _RSA, _Risluanum = _R.CALLMKW, _R.CLASS, _R.DEF, _R.GA, _R.GM, _R.IOP, _R.MISSING, _R.None, _R.SA, _R.isluanum; do local _Rcls1; _Rcls1 = _RCLASS("Counter", {}, nil, function(_Rns) 
_Rns.total = 0;
do local _t1 = 0;local _t2 = {name = "__init__", qualname = "Counter.__init__", params = {"self", "start"}, nposonly = 0, nrequired = 1, defaults = {_t1}}; local _t3 = _RDEF(_t2, function(self_, start) if self_ == nil then _RMISSING(_t2, 1) end; if start == nil then start = _t1 end; 
self_.n = start; return _RNone end);_Rns.__init__ = _t3; end;
do local _t4 = 1;local _t5 = {name = "add", qualname = "Counter.add", params = {"self", "k"}, nposonly = 0, nrequired = 1, defaults = {_t4}}; local _t6 = _RDEF(_t5, function(self_, k) if self_ == nil then _RMISSING(_t5, 1) end; if k == nil then k = _t4 end; 
do local _t7 = (self_.n or _RGA(self_, "n"));local _t8; if _Risluanum(_t7) then _t8 = (_t7 + k); else _t8 = _RIOP("Add", _t7, k); end;_RSA(self_, "n", _t8); end;
do local _t9 = _ENV.Counter;local _t10 = (_t9.total or _RGA(_t9, "total"));local _t11; if _Risluanum(_t10) then _t11 = (_t10 + k); else _t11 = _RIOP("Add", _t10, k); end;_RSA(_t9, "total", _t11); end;
do return self_ end; return _RNone end);_Rns.add = _t6; end; end);_ENV.Counter = _Rcls1; end;
do local _t12 = _ENV.Counter;local _t13 = _t12(5);local _t14 = (_t13["@add"] or _RGM(_t13, "add"))(_t13);_ENV.c = _RCALLMKW("0 k", _t14, "@add", 3); end;
do local _t15 = _ENV.print;local _t16 = _ENV.c;local _t17 = (_t16.n or _RGA(_t16, "n"));local _t18 = _ENV.Counter;_t15(_t17, (_t18.total or _RGA(_t18, "total"))); end;
