# trap: valid Python that reaches Lua's own limits in naively generated code (200 locals a
# function, 255 registers, 200 nested C levels) still runs: long displays and calls, many
# parameters and locals, long chains of not / and / or / comparisons, deep expressions
x = [abs(0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-7), abs(-8), abs(-9), abs(-10), abs(-11), abs(-12), abs(-13), abs(-14), abs(-15), abs(-16), abs(-17), abs(-18), abs(-19), abs(-20), abs(-21), abs(-22), abs(-23), abs(-24), abs(-25), abs(-26), abs(-27), abs(-28), abs(-29), abs(-30), abs(-31), abs(-32), abs(-33), abs(-34), abs(-35), abs(-36), abs(-37), abs(-38), abs(-39), abs(-40), abs(-41), abs(-42), abs(-43), abs(-44), abs(-45), abs(-46), abs(-47), abs(-48), abs(-49), abs(-50), abs(-51), abs(-52), abs(-53), abs(-54), abs(-55), abs(-56), abs(-57), abs(-58), abs(-59), abs(-60), abs(-61), abs(-62), abs(-63), abs(-64), abs(-65), abs(-66), abs(-67), abs(-68), abs(-69), abs(-70), abs(-71), abs(-72), abs(-73), abs(-74), abs(-75), abs(-76), abs(-77), abs(-78), abs(-79), abs(-80), abs(-81), abs(-82), abs(-83), abs(-84), abs(-85), abs(-86), abs(-87), abs(-88), abs(-89), abs(-90), abs(-91), abs(-92), abs(-93), abs(-94), abs(-95), abs(-96), abs(-97), abs(-98), abs(-99), abs(-100), abs(-101), abs(-102), abs(-103), abs(-104), abs(-105), abs(-106), abs(-107), abs(-108), abs(-109), abs(-110), abs(-111), abs(-112), abs(-113), abs(-114), abs(-115), abs(-116), abs(-117), abs(-118), abs(-119), abs(-120), abs(-121), abs(-122), abs(-123), abs(-124), abs(-125), abs(-126), abs(-127), abs(-128), abs(-129), abs(-130), abs(-131), abs(-132), abs(-133), abs(-134), abs(-135), abs(-136), abs(-137), abs(-138), abs(-139), abs(-140), abs(-141), abs(-142), abs(-143), abs(-144), abs(-145), abs(-146), abs(-147), abs(-148), abs(-149), abs(-150), abs(-151), abs(-152), abs(-153), abs(-154), abs(-155), abs(-156), abs(-157), abs(-158), abs(-159), abs(-160), abs(-161), abs(-162), abs(-163), abs(-164), abs(-165), abs(-166), abs(-167), abs(-168), abs(-169), abs(-170), abs(-171), abs(-172), abs(-173), abs(-174), abs(-175), abs(-176), abs(-177), abs(-178), abs(-179), abs(-180), abs(-181), abs(-182), abs(-183), abs(-184), abs(-185), abs(-186), abs(-187), abs(-188), abs(-189), abs(-190), abs(-191), abs(-192), abs(-193), abs(-194), abs(-195), abs(-196), abs(-197), abs(-198), abs(-199), abs(-200), abs(-201), abs(-202), abs(-203), abs(-204), abs(-205), abs(-206), abs(-207), abs(-208), abs(-209), abs(-210), abs(-211), abs(-212), abs(-213), abs(-214), abs(-215), abs(-216), abs(-217), abs(-218), abs(-219), abs(-220), abs(-221), abs(-222), abs(-223), abs(-224), abs(-225), abs(-226), abs(-227), abs(-228), abs(-229), abs(-230), abs(-231), abs(-232), abs(-233), abs(-234), abs(-235), abs(-236), abs(-237), abs(-238), abs(-239), abs(-240), abs(-241), abs(-242), abs(-243), abs(-244), abs(-245), abs(-246), abs(-247), abs(-248), abs(-249), abs(-250), abs(-251), abs(-252), abs(-253), abs(-254), abs(-255), abs(-256), abs(-257), abs(-258), abs(-259), abs(-260), abs(-261), abs(-262), abs(-263), abs(-264), abs(-265), abs(-266), abs(-267), abs(-268), abs(-269), abs(-270), abs(-271), abs(-272), abs(-273), abs(-274), abs(-275), abs(-276), abs(-277), abs(-278), abs(-279), abs(-280), abs(-281), abs(-282), abs(-283), abs(-284), abs(-285), abs(-286), abs(-287), abs(-288), abs(-289), abs(-290), abs(-291), abs(-292), abs(-293), abs(-294), abs(-295), abs(-296), abs(-297), abs(-298), abs(-299)]
print(sum(x), len(x))
d = {"k0": str(0), "k1": str(1), "k2": str(2), "k3": str(3), "k4": str(4), "k5": str(5), "k6": str(6), "k7": str(7), "k8": str(8), "k9": str(9), "k10": str(10), "k11": str(11), "k12": str(12), "k13": str(13), "k14": str(14), "k15": str(15), "k16": str(16), "k17": str(17), "k18": str(18), "k19": str(19), "k20": str(20), "k21": str(21), "k22": str(22), "k23": str(23), "k24": str(24), "k25": str(25), "k26": str(26), "k27": str(27), "k28": str(28), "k29": str(29), "k30": str(30), "k31": str(31), "k32": str(32), "k33": str(33), "k34": str(34), "k35": str(35), "k36": str(36), "k37": str(37), "k38": str(38), "k39": str(39), "k40": str(40), "k41": str(41), "k42": str(42), "k43": str(43), "k44": str(44), "k45": str(45), "k46": str(46), "k47": str(47), "k48": str(48), "k49": str(49), "k50": str(50), "k51": str(51), "k52": str(52), "k53": str(53), "k54": str(54), "k55": str(55), "k56": str(56), "k57": str(57), "k58": str(58), "k59": str(59), "k60": str(60), "k61": str(61), "k62": str(62), "k63": str(63), "k64": str(64), "k65": str(65), "k66": str(66), "k67": str(67), "k68": str(68), "k69": str(69), "k70": str(70), "k71": str(71), "k72": str(72), "k73": str(73), "k74": str(74), "k75": str(75), "k76": str(76), "k77": str(77), "k78": str(78), "k79": str(79), "k80": str(80), "k81": str(81), "k82": str(82), "k83": str(83), "k84": str(84), "k85": str(85), "k86": str(86), "k87": str(87), "k88": str(88), "k89": str(89), "k90": str(90), "k91": str(91), "k92": str(92), "k93": str(93), "k94": str(94), "k95": str(95), "k96": str(96), "k97": str(97), "k98": str(98), "k99": str(99), "k100": str(100), "k101": str(101), "k102": str(102), "k103": str(103), "k104": str(104), "k105": str(105), "k106": str(106), "k107": str(107), "k108": str(108), "k109": str(109), "k110": str(110), "k111": str(111), "k112": str(112), "k113": str(113), "k114": str(114), "k115": str(115), "k116": str(116), "k117": str(117), "k118": str(118), "k119": str(119), "k120": str(120), "k121": str(121), "k122": str(122), "k123": str(123), "k124": str(124), "k125": str(125), "k126": str(126), "k127": str(127), "k128": str(128), "k129": str(129), "k130": str(130), "k131": str(131), "k132": str(132), "k133": str(133), "k134": str(134), "k135": str(135), "k136": str(136), "k137": str(137), "k138": str(138), "k139": str(139), "k140": str(140), "k141": str(141), "k142": str(142), "k143": str(143), "k144": str(144), "k145": str(145), "k146": str(146), "k147": str(147), "k148": str(148), "k149": str(149), "k150": str(150), "k151": str(151), "k152": str(152), "k153": str(153), "k154": str(154), "k155": str(155), "k156": str(156), "k157": str(157), "k158": str(158), "k159": str(159), "k160": str(160), "k161": str(161), "k162": str(162), "k163": str(163), "k164": str(164), "k165": str(165), "k166": str(166), "k167": str(167), "k168": str(168), "k169": str(169), "k170": str(170), "k171": str(171), "k172": str(172), "k173": str(173), "k174": str(174), "k175": str(175), "k176": str(176), "k177": str(177), "k178": str(178), "k179": str(179), "k180": str(180), "k181": str(181), "k182": str(182), "k183": str(183), "k184": str(184), "k185": str(185), "k186": str(186), "k187": str(187), "k188": str(188), "k189": str(189), "k190": str(190), "k191": str(191), "k192": str(192), "k193": str(193), "k194": str(194), "k195": str(195), "k196": str(196), "k197": str(197), "k198": str(198), "k199": str(199), "k200": str(200), "k201": str(201), "k202": str(202), "k203": str(203), "k204": str(204), "k205": str(205), "k206": str(206), "k207": str(207), "k208": str(208), "k209": str(209), "k210": str(210), "k211": str(211), "k212": str(212), "k213": str(213), "k214": str(214), "k215": str(215), "k216": str(216), "k217": str(217), "k218": str(218), "k219": str(219), "k220": str(220), "k221": str(221), "k222": str(222), "k223": str(223), "k224": str(224), "k225": str(225), "k226": str(226), "k227": str(227), "k228": str(228), "k229": str(229), "k230": str(230), "k231": str(231), "k232": str(232), "k233": str(233), "k234": str(234), "k235": str(235), "k236": str(236), "k237": str(237), "k238": str(238), "k239": str(239), "k240": str(240), "k241": str(241), "k242": str(242), "k243": str(243), "k244": str(244), "k245": str(245), "k246": str(246), "k247": str(247), "k248": str(248), "k249": str(249)}
print(len(d), d["k249"])
def many(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31, a32, a33, a34, a35, a36, a37, a38, a39, a40, a41, a42, a43, a44, a45, a46, a47, a48, a49, a50, a51, a52, a53, a54, a55, a56, a57, a58, a59, a60, a61, a62, a63, a64, a65, a66, a67, a68, a69, a70, a71, a72, a73, a74, a75, a76, a77, a78, a79, a80, a81, a82, a83, a84, a85, a86, a87, a88, a89, a90, a91, a92, a93, a94, a95, a96, a97, a98, a99, a100, a101, a102, a103, a104, a105, a106, a107, a108, a109, a110, a111, a112, a113, a114, a115, a116, a117, a118, a119, a120, a121, a122, a123, a124, a125, a126, a127, a128, a129, a130, a131, a132, a133, a134, a135, a136, a137, a138, a139, a140, a141, a142, a143, a144, a145, a146, a147, a148, a149, a150, a151, a152, a153, a154, a155, a156, a157, a158, a159, a160, a161, a162, a163, a164, a165, a166, a167, a168, a169, a170, a171, a172, a173, a174, a175, a176, a177, a178, a179, a180, a181, a182, a183, a184, a185, a186, a187, a188, a189, a190, a191, a192, a193, a194, a195, a196, a197, a198, a199, a200, a201, a202, a203, a204, a205, a206, a207, a208, a209, a210, a211, a212, a213, a214, a215, a216, a217, a218, a219, a220, a221, a222, a223, a224, a225, a226, a227, a228, a229, a230, a231, a232, a233, a234, a235, a236, a237, a238, a239, a240, a241, a242, a243, a244, a245, a246, a247, a248, a249, a250, a251, a252, a253, a254, a255, a256, a257, a258, a259, a260, a261, a262, a263, a264, a265, a266, a267, a268, a269, a270, a271, a272, a273, a274, a275, a276, a277, a278, a279, a280, a281, a282, a283, a284, a285, a286, a287, a288, a289, a290, a291, a292, a293, a294, a295, a296, a297, a298, a299):
    return a0 + a150 + a299
print(many(*range(300)), many(**{"a%d" % i: i for i in range(300)}))
def many_defaults(a0, a1=1, a2=2, a3=3, a4=4, a5=5, a6=6, a7=7, a8=8, a9=9, a10=10, a11=11, a12=12, a13=13, a14=14, a15=15, a16=16, a17=17, a18=18, a19=19, a20=20, a21=21, a22=22, a23=23, a24=24, a25=25, a26=26, a27=27, a28=28, a29=29, a30=30, a31=31, a32=32, a33=33, a34=34, a35=35, a36=36, a37=37, a38=38, a39=39, a40=40, a41=41, a42=42, a43=43, a44=44, a45=45, a46=46, a47=47, a48=48, a49=49, a50=50, a51=51, a52=52, a53=53, a54=54, a55=55, a56=56, a57=57, a58=58, a59=59, a60=60, a61=61, a62=62, a63=63, a64=64, a65=65, a66=66, a67=67, a68=68, a69=69, a70=70, a71=71, a72=72, a73=73, a74=74, a75=75, a76=76, a77=77, a78=78, a79=79, a80=80, a81=81, a82=82, a83=83, a84=84, a85=85, a86=86, a87=87, a88=88, a89=89, a90=90, a91=91, a92=92, a93=93, a94=94, a95=95, a96=96, a97=97, a98=98, a99=99, a100=100, a101=101, a102=102, a103=103, a104=104, a105=105, a106=106, a107=107, a108=108, a109=109, a110=110, a111=111, a112=112, a113=113, a114=114, a115=115, a116=116, a117=117, a118=118, a119=119, a120=120, a121=121, a122=122, a123=123, a124=124, a125=125, a126=126, a127=127, a128=128, a129=129, a130=130, a131=131, a132=132, a133=133, a134=134, a135=135, a136=136, a137=137, a138=138, a139=139, a140=140, a141=141, a142=142, a143=143, a144=144, a145=145, a146=146, a147=147, a148=148, a149=149, a150=150, a151=151, a152=152, a153=153, a154=154, a155=155, a156=156, a157=157, a158=158, a159=159, a160=160, a161=161, a162=162, a163=163, a164=164, a165=165, a166=166, a167=167, a168=168, a169=169, a170=170, a171=171, a172=172, a173=173, a174=174, a175=175, a176=176, a177=177, a178=178, a179=179, a180=180, a181=181, a182=182, a183=183, a184=184, a185=185, a186=186, a187=187, a188=188, a189=189, a190=190, a191=191, a192=192, a193=193, a194=194, a195=195, a196=196, a197=197, a198=198, a199=199, a200=200, a201=201, a202=202, a203=203, a204=204, a205=205, a206=206, a207=207, a208=208, a209=209, a210=210, a211=211, a212=212, a213=213, a214=214, a215=215, a216=216, a217=217, a218=218, a219=219, a220=220, a221=221, a222=222, a223=223, a224=224, a225=225, a226=226, a227=227, a228=228, a229=229, a230=230, a231=231, a232=232, a233=233, a234=234, a235=235, a236=236, a237=237, a238=238, a239=239, a240=240, a241=241, a242=242, a243=243, a244=244, a245=245, a246=246, a247=247, a248=248, a249=249, a250=250, a251=251, a252=252, a253=253, a254=254, a255=255, a256=256, a257=257, a258=258, a259=259):
    return a0 + a1 + a259
print(many_defaults(100), many_defaults(1, a259=0))
def many_locals():
    v0 = 0
    v1 = 1
    v2 = 2
    v3 = 3
    v4 = 4
    v5 = 5
    v6 = 6
    v7 = 7
    v8 = 8
    v9 = 9
    v10 = 10
    v11 = 11
    v12 = 12
    v13 = 13
    v14 = 14
    v15 = 15
    v16 = 16
    v17 = 17
    v18 = 18
    v19 = 19
    v20 = 20
    v21 = 21
    v22 = 22
    v23 = 23
    v24 = 24
    v25 = 25
    v26 = 26
    v27 = 27
    v28 = 28
    v29 = 29
    v30 = 30
    v31 = 31
    v32 = 32
    v33 = 33
    v34 = 34
    v35 = 35
    v36 = 36
    v37 = 37
    v38 = 38
    v39 = 39
    v40 = 40
    v41 = 41
    v42 = 42
    v43 = 43
    v44 = 44
    v45 = 45
    v46 = 46
    v47 = 47
    v48 = 48
    v49 = 49
    v50 = 50
    v51 = 51
    v52 = 52
    v53 = 53
    v54 = 54
    v55 = 55
    v56 = 56
    v57 = 57
    v58 = 58
    v59 = 59
    v60 = 60
    v61 = 61
    v62 = 62
    v63 = 63
    v64 = 64
    v65 = 65
    v66 = 66
    v67 = 67
    v68 = 68
    v69 = 69
    v70 = 70
    v71 = 71
    v72 = 72
    v73 = 73
    v74 = 74
    v75 = 75
    v76 = 76
    v77 = 77
    v78 = 78
    v79 = 79
    v80 = 80
    v81 = 81
    v82 = 82
    v83 = 83
    v84 = 84
    v85 = 85
    v86 = 86
    v87 = 87
    v88 = 88
    v89 = 89
    v90 = 90
    v91 = 91
    v92 = 92
    v93 = 93
    v94 = 94
    v95 = 95
    v96 = 96
    v97 = 97
    v98 = 98
    v99 = 99
    v100 = 100
    v101 = 101
    v102 = 102
    v103 = 103
    v104 = 104
    v105 = 105
    v106 = 106
    v107 = 107
    v108 = 108
    v109 = 109
    v110 = 110
    v111 = 111
    v112 = 112
    v113 = 113
    v114 = 114
    v115 = 115
    v116 = 116
    v117 = 117
    v118 = 118
    v119 = 119
    v120 = 120
    v121 = 121
    v122 = 122
    v123 = 123
    v124 = 124
    v125 = 125
    v126 = 126
    v127 = 127
    v128 = 128
    v129 = 129
    v130 = 130
    v131 = 131
    v132 = 132
    v133 = 133
    v134 = 134
    v135 = 135
    v136 = 136
    v137 = 137
    v138 = 138
    v139 = 139
    v140 = 140
    v141 = 141
    v142 = 142
    v143 = 143
    v144 = 144
    v145 = 145
    v146 = 146
    v147 = 147
    v148 = 148
    v149 = 149
    v150 = 150
    v151 = 151
    v152 = 152
    v153 = 153
    v154 = 154
    v155 = 155
    v156 = 156
    v157 = 157
    v158 = 158
    v159 = 159
    v160 = 160
    v161 = 161
    v162 = 162
    v163 = 163
    v164 = 164
    v165 = 165
    v166 = 166
    v167 = 167
    v168 = 168
    v169 = 169
    v170 = 170
    v171 = 171
    v172 = 172
    v173 = 173
    v174 = 174
    v175 = 175
    v176 = 176
    v177 = 177
    v178 = 178
    v179 = 179
    v180 = 180
    v181 = 181
    v182 = 182
    v183 = 183
    v184 = 184
    v185 = 185
    v186 = 186
    v187 = 187
    v188 = 188
    v189 = 189
    v190 = 190
    v191 = 191
    v192 = 192
    v193 = 193
    v194 = 194
    v195 = 195
    v196 = 196
    v197 = 197
    v198 = 198
    v199 = 199
    v200 = 200
    v201 = 201
    v202 = 202
    v203 = 203
    v204 = 204
    v205 = 205
    v206 = 206
    v207 = 207
    v208 = 208
    v209 = 209
    v210 = 210
    v211 = 211
    v212 = 212
    v213 = 213
    v214 = 214
    v215 = 215
    v216 = 216
    v217 = 217
    v218 = 218
    v219 = 219
    v220 = 220
    v221 = 221
    v222 = 222
    v223 = 223
    v224 = 224
    v225 = 225
    v226 = 226
    v227 = 227
    v228 = 228
    v229 = 229
    v230 = 230
    v231 = 231
    v232 = 232
    v233 = 233
    v234 = 234
    v235 = 235
    v236 = 236
    v237 = 237
    v238 = 238
    v239 = 239
    v240 = 240
    v241 = 241
    v242 = 242
    v243 = 243
    v244 = 244
    v245 = 245
    v246 = 246
    v247 = 247
    v248 = 248
    v249 = 249
    def inner():
        return v0 + v120 + v249
    return inner() + sum([v1, v2, v3])
print(many_locals())
y = 5
print(not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not y, not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not y)
if not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not y: print("even nots")
print(--------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------y, ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~y)
print(y * 0 + y * 1 + y * 2 + y * 3 + y * 4 + y * 5 + y * 6 + y * 7 + y * 8 + y * 9 + y * 10 + y * 11 + y * 12 + y * 13 + y * 14 + y * 15 + y * 16 + y * 17 + y * 18 + y * 19 + y * 20 + y * 21 + y * 22 + y * 23 + y * 24 + y * 25 + y * 26 + y * 27 + y * 28 + y * 29 + y * 30 + y * 31 + y * 32 + y * 33 + y * 34 + y * 35 + y * 36 + y * 37 + y * 38 + y * 39 + y * 40 + y * 41 + y * 42 + y * 43 + y * 44 + y * 45 + y * 46 + y * 47 + y * 48 + y * 49 + y * 50 + y * 51 + y * 52 + y * 53 + y * 54 + y * 55 + y * 56 + y * 57 + y * 58 + y * 59 + y * 60 + y * 61 + y * 62 + y * 63 + y * 64 + y * 65 + y * 66 + y * 67 + y * 68 + y * 69 + y * 70 + y * 71 + y * 72 + y * 73 + y * 74 + y * 75 + y * 76 + y * 77 + y * 78 + y * 79 + y * 80 + y * 81 + y * 82 + y * 83 + y * 84 + y * 85 + y * 86 + y * 87 + y * 88 + y * 89 + y * 90 + y * 91 + y * 92 + y * 93 + y * 94 + y * 95 + y * 96 + y * 97 + y * 98 + y * 99 + y * 100 + y * 101 + y * 102 + y * 103 + y * 104 + y * 105 + y * 106 + y * 107 + y * 108 + y * 109 + y * 110 + y * 111 + y * 112 + y * 113 + y * 114 + y * 115 + y * 116 + y * 117 + y * 118 + y * 119 + y * 120 + y * 121 + y * 122 + y * 123 + y * 124 + y * 125 + y * 126 + y * 127 + y * 128 + y * 129 + y * 130 + y * 131 + y * 132 + y * 133 + y * 134 + y * 135 + y * 136 + y * 137 + y * 138 + y * 139 + y * 140 + y * 141 + y * 142 + y * 143 + y * 144 + y * 145 + y * 146 + y * 147 + y * 148 + y * 149 + y * 150 + y * 151 + y * 152 + y * 153 + y * 154 + y * 155 + y * 156 + y * 157 + y * 158 + y * 159 + y * 160 + y * 161 + y * 162 + y * 163 + y * 164 + y * 165 + y * 166 + y * 167 + y * 168 + y * 169 + y * 170 + y * 171 + y * 172 + y * 173 + y * 174 + y * 175 + y * 176 + y * 177 + y * 178 + y * 179 + y * 180 + y * 181 + y * 182 + y * 183 + y * 184 + y * 185 + y * 186 + y * 187 + y * 188 + y * 189 + y * 190 + y * 191 + y * 192 + y * 193 + y * 194 + y * 195 + y * 196 + y * 197 + y * 198 + y * 199 + y * 200 + y * 201 + y * 202 + y * 203 + y * 204 + y * 205 + y * 206 + y * 207 + y * 208 + y * 209 + y * 210 + y * 211 + y * 212 + y * 213 + y * 214 + y * 215 + y * 216 + y * 217 + y * 218 + y * 219 + y * 220 + y * 221 + y * 222 + y * 223 + y * 224 + y * 225 + y * 226 + y * 227 + y * 228 + y * 229 + y * 230 + y * 231 + y * 232 + y * 233 + y * 234 + y * 235 + y * 236 + y * 237 + y * 238 + y * 239 + y * 240 + y * 241 + y * 242 + y * 243 + y * 244 + y * 245 + y * 246 + y * 247 + y * 248 + y * 249 + y * 250 + y * 251 + y * 252 + y * 253 + y * 254 + y * 255 + y * 256 + y * 257 + y * 258 + y * 259 + y * 260 + y * 261 + y * 262 + y * 263 + y * 264 + y * 265 + y * 266 + y * 267 + y * 268 + y * 269 + y * 270 + y * 271 + y * 272 + y * 273 + y * 274 + y * 275 + y * 276 + y * 277 + y * 278 + y * 279 + y * 280 + y * 281 + y * 282 + y * 283 + y * 284 + y * 285 + y * 286 + y * 287 + y * 288 + y * 289 + y * 290 + y * 291 + y * 292 + y * 293 + y * 294 + y * 295 + y * 296 + y * 297 + y * 298 + y * 299)
print(y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y and y, 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0 or 0)
print(y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y < y, y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y <= y)
print(max(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255, 256, 257, 258, 259, 260, 261, 262, 263, 264, 265, 266, 267, 268, 269, 270, 271, 272, 273, 274, 275, 276, 277, 278, 279, 280, 281, 282, 283, 284, 285, 286, 287, 288, 289, 290, 291, 292, 293, 294, 295, 296, 297, 298, 299))
print(f"{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}{y}"[:10])
def unpack_many():
    b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, b13, b14, b15, b16, b17, b18, b19, b20, b21, b22, b23, b24, b25, b26, b27, b28, b29, b30, b31, b32, b33, b34, b35, b36, b37, b38, b39, b40, b41, b42, b43, b44, b45, b46, b47, b48, b49, b50, b51, b52, b53, b54, b55, b56, b57, b58, b59, b60, b61, b62, b63, b64, b65, b66, b67, b68, b69, b70, b71, b72, b73, b74, b75, b76, b77, b78, b79, b80, b81, b82, b83, b84, b85, b86, b87, b88, b89, b90, b91, b92, b93, b94, b95, b96, b97, b98, b99, b100, b101, b102, b103, b104, b105, b106, b107, b108, b109, b110, b111, b112, b113, b114, b115, b116, b117, b118, b119, b120, b121, b122, b123, b124, b125, b126, b127, b128, b129, b130, b131, b132, b133, b134, b135, b136, b137, b138, b139, b140, b141, b142, b143, b144, b145, b146, b147, b148, b149, b150, b151, b152, b153, b154, b155, b156, b157, b158, b159, b160, b161, b162, b163, b164, b165, b166, b167, b168, b169, b170, b171, b172, b173, b174, b175, b176, b177, b178, b179, b180, b181, b182, b183, b184, b185, b186, b187, b188, b189, b190, b191, b192, b193, b194, b195, b196, b197, b198, b199, b200, b201, b202, b203, b204, b205, b206, b207, b208, b209, b210, b211, b212, b213, b214, b215, b216, b217, b218, b219, b220, b221, b222, b223, b224, b225, b226, b227, b228, b229, b230, b231, b232, b233, b234, b235, b236, b237, b238, b239, b240, b241, b242, b243, b244, b245, b246, b247, b248, b249, b250, b251, b252, b253, b254, b255, b256, b257, b258, b259, b260, b261, b262, b263, b264, b265, b266, b267, b268, b269, b270, b271, b272, b273, b274, b275, b276, b277, b278, b279, b280, b281, b282, b283, b284, b285, b286, b287, b288, b289, b290, b291, b292, b293, b294, b295, b296, b297, b298, b299 = range(300)
    return b0 + b299
print(unpack_many())
def f1(v): return v + 1
print(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(f1(0)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
print(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((y + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1))
t = (abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-7), abs(-8), abs(-9), abs(-10), abs(-11), abs(-12), abs(-13), abs(-14), abs(-15), abs(-16), abs(-17), abs(-18), abs(-19), abs(-20), abs(-21), abs(-22), abs(-23), abs(-24), abs(-25), abs(-26), abs(-27), abs(-28), abs(-29), abs(-30), abs(-31), abs(-32), abs(-33), abs(-34), abs(-35), abs(-36), abs(-37), abs(-38), abs(-39), abs(-40), abs(-41), abs(-42), abs(-43), abs(-44), abs(-45), abs(-46), abs(-47), abs(-48), abs(-49), abs(-50), abs(-51), abs(-52), abs(-53), abs(-54), abs(-55), abs(-56), abs(-57), abs(-58), abs(-59), abs(-60), abs(-61), abs(-62), abs(-63), abs(-64), abs(-65), abs(-66), abs(-67), abs(-68), abs(-69), abs(-70), abs(-71), abs(-72), abs(-73), abs(-74), abs(-75), abs(-76), abs(-77), abs(-78), abs(-79), abs(-80), abs(-81), abs(-82), abs(-83), abs(-84), abs(-85), abs(-86), abs(-87), abs(-88), abs(-89), abs(-90), abs(-91), abs(-92), abs(-93), abs(-94), abs(-95), abs(-96), abs(-97), abs(-98), abs(-99), abs(-100), abs(-101), abs(-102), abs(-103), abs(-104), abs(-105), abs(-106), abs(-107), abs(-108), abs(-109), abs(-110), abs(-111), abs(-112), abs(-113), abs(-114), abs(-115), abs(-116), abs(-117), abs(-118), abs(-119), abs(-120), abs(-121), abs(-122), abs(-123), abs(-124), abs(-125), abs(-126), abs(-127), abs(-128), abs(-129), abs(-130), abs(-131), abs(-132), abs(-133), abs(-134), abs(-135), abs(-136), abs(-137), abs(-138), abs(-139), abs(-140), abs(-141), abs(-142), abs(-143), abs(-144), abs(-145), abs(-146), abs(-147), abs(-148), abs(-149), abs(-150), abs(-151), abs(-152), abs(-153), abs(-154), abs(-155), abs(-156), abs(-157), abs(-158), abs(-159), abs(-160), abs(-161), abs(-162), abs(-163), abs(-164), abs(-165), abs(-166), abs(-167), abs(-168), abs(-169), abs(-170), abs(-171), abs(-172), abs(-173), abs(-174), abs(-175), abs(-176), abs(-177), abs(-178), abs(-179), abs(-180), abs(-181), abs(-182), abs(-183), abs(-184), abs(-185), abs(-186), abs(-187), abs(-188), abs(-189), abs(-190), abs(-191), abs(-192), abs(-193), abs(-194), abs(-195), abs(-196), abs(-197), abs(-198), abs(-199), abs(-200), abs(-201), abs(-202), abs(-203), abs(-204), abs(-205), abs(-206), abs(-207), abs(-208), abs(-209), abs(-210), abs(-211), abs(-212), abs(-213), abs(-214), abs(-215), abs(-216), abs(-217), abs(-218), abs(-219), abs(-220), abs(-221), abs(-222), abs(-223), abs(-224), abs(-225), abs(-226), abs(-227), abs(-228), abs(-229), abs(-230), abs(-231), abs(-232), abs(-233), abs(-234), abs(-235), abs(-236), abs(-237), abs(-238), abs(-239), abs(-240), abs(-241), abs(-242), abs(-243), abs(-244), abs(-245), abs(-246), abs(-247), abs(-248), abs(-249), abs(-250), abs(-251), abs(-252), abs(-253), abs(-254), abs(-255), abs(-256), abs(-257), abs(-258), abs(-259), abs(-260), abs(-261), abs(-262), abs(-263), abs(-264), abs(-265), abs(-266), abs(-267), abs(-268), abs(-269), abs(-270), abs(-271), abs(-272), abs(-273), abs(-274), abs(-275), abs(-276), abs(-277), abs(-278), abs(-279), abs(-280), abs(-281), abs(-282), abs(-283), abs(-284), abs(-285), abs(-286), abs(-287), abs(-288), abs(-289), abs(-290), abs(-291), abs(-292), abs(-293), abs(-294), abs(-295), abs(-296), abs(-297), abs(-298), abs(-299))
print(t[299], len({abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5), abs(-6), abs(-0), abs(-1), abs(-2), abs(-3), abs(-4), abs(-5)}))
nested = lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: 42
for _ in range(40): nested = nested()
print(nested)
try:
    False()
except TypeError as e:
    print(e)
print(True.real, False.bit_length(), True.__class__, (1).bit_length())
try:
    ...()
except TypeError as e:
    print(e)
try:
    ... + 1
except TypeError as e:
    print(e)
