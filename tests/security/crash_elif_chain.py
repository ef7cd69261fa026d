# cpython: same
# an elif chain of 999 tests that need temporaries (a call each): nested in each other,
# they passed Lua's 200 levels at 100; now each test is a block of its own
def f(x): return x
for x in (0, 500, 998, 1000):
    if f(x) == 0: print("first")
    elif f(x) == 1: print(1)
    elif f(x) == 2: print(2)
    elif f(x) == 3: print(3)
    elif f(x) == 4: print(4)
    elif f(x) == 5: print(5)
    elif f(x) == 6: print(6)
    elif f(x) == 7: print(7)
    elif f(x) == 8: print(8)
    elif f(x) == 9: print(9)
    elif f(x) == 10: print(10)
    elif f(x) == 11: print(11)
    elif f(x) == 12: print(12)
    elif f(x) == 13: print(13)
    elif f(x) == 14: print(14)
    elif f(x) == 15: print(15)
    elif f(x) == 16: print(16)
    elif f(x) == 17: print(17)
    elif f(x) == 18: print(18)
    elif f(x) == 19: print(19)
    elif f(x) == 20: print(20)
    elif f(x) == 21: print(21)
    elif f(x) == 22: print(22)
    elif f(x) == 23: print(23)
    elif f(x) == 24: print(24)
    elif f(x) == 25: print(25)
    elif f(x) == 26: print(26)
    elif f(x) == 27: print(27)
    elif f(x) == 28: print(28)
    elif f(x) == 29: print(29)
    elif f(x) == 30: print(30)
    elif f(x) == 31: print(31)
    elif f(x) == 32: print(32)
    elif f(x) == 33: print(33)
    elif f(x) == 34: print(34)
    elif f(x) == 35: print(35)
    elif f(x) == 36: print(36)
    elif f(x) == 37: print(37)
    elif f(x) == 38: print(38)
    elif f(x) == 39: print(39)
    elif f(x) == 40: print(40)
    elif f(x) == 41: print(41)
    elif f(x) == 42: print(42)
    elif f(x) == 43: print(43)
    elif f(x) == 44: print(44)
    elif f(x) == 45: print(45)
    elif f(x) == 46: print(46)
    elif f(x) == 47: print(47)
    elif f(x) == 48: print(48)
    elif f(x) == 49: print(49)
    elif f(x) == 50: print(50)
    elif f(x) == 51: print(51)
    elif f(x) == 52: print(52)
    elif f(x) == 53: print(53)
    elif f(x) == 54: print(54)
    elif f(x) == 55: print(55)
    elif f(x) == 56: print(56)
    elif f(x) == 57: print(57)
    elif f(x) == 58: print(58)
    elif f(x) == 59: print(59)
    elif f(x) == 60: print(60)
    elif f(x) == 61: print(61)
    elif f(x) == 62: print(62)
    elif f(x) == 63: print(63)
    elif f(x) == 64: print(64)
    elif f(x) == 65: print(65)
    elif f(x) == 66: print(66)
    elif f(x) == 67: print(67)
    elif f(x) == 68: print(68)
    elif f(x) == 69: print(69)
    elif f(x) == 70: print(70)
    elif f(x) == 71: print(71)
    elif f(x) == 72: print(72)
    elif f(x) == 73: print(73)
    elif f(x) == 74: print(74)
    elif f(x) == 75: print(75)
    elif f(x) == 76: print(76)
    elif f(x) == 77: print(77)
    elif f(x) == 78: print(78)
    elif f(x) == 79: print(79)
    elif f(x) == 80: print(80)
    elif f(x) == 81: print(81)
    elif f(x) == 82: print(82)
    elif f(x) == 83: print(83)
    elif f(x) == 84: print(84)
    elif f(x) == 85: print(85)
    elif f(x) == 86: print(86)
    elif f(x) == 87: print(87)
    elif f(x) == 88: print(88)
    elif f(x) == 89: print(89)
    elif f(x) == 90: print(90)
    elif f(x) == 91: print(91)
    elif f(x) == 92: print(92)
    elif f(x) == 93: print(93)
    elif f(x) == 94: print(94)
    elif f(x) == 95: print(95)
    elif f(x) == 96: print(96)
    elif f(x) == 97: print(97)
    elif f(x) == 98: print(98)
    elif f(x) == 99: print(99)
    elif f(x) == 100: print(100)
    elif f(x) == 101: print(101)
    elif f(x) == 102: print(102)
    elif f(x) == 103: print(103)
    elif f(x) == 104: print(104)
    elif f(x) == 105: print(105)
    elif f(x) == 106: print(106)
    elif f(x) == 107: print(107)
    elif f(x) == 108: print(108)
    elif f(x) == 109: print(109)
    elif f(x) == 110: print(110)
    elif f(x) == 111: print(111)
    elif f(x) == 112: print(112)
    elif f(x) == 113: print(113)
    elif f(x) == 114: print(114)
    elif f(x) == 115: print(115)
    elif f(x) == 116: print(116)
    elif f(x) == 117: print(117)
    elif f(x) == 118: print(118)
    elif f(x) == 119: print(119)
    elif f(x) == 120: print(120)
    elif f(x) == 121: print(121)
    elif f(x) == 122: print(122)
    elif f(x) == 123: print(123)
    elif f(x) == 124: print(124)
    elif f(x) == 125: print(125)
    elif f(x) == 126: print(126)
    elif f(x) == 127: print(127)
    elif f(x) == 128: print(128)
    elif f(x) == 129: print(129)
    elif f(x) == 130: print(130)
    elif f(x) == 131: print(131)
    elif f(x) == 132: print(132)
    elif f(x) == 133: print(133)
    elif f(x) == 134: print(134)
    elif f(x) == 135: print(135)
    elif f(x) == 136: print(136)
    elif f(x) == 137: print(137)
    elif f(x) == 138: print(138)
    elif f(x) == 139: print(139)
    elif f(x) == 140: print(140)
    elif f(x) == 141: print(141)
    elif f(x) == 142: print(142)
    elif f(x) == 143: print(143)
    elif f(x) == 144: print(144)
    elif f(x) == 145: print(145)
    elif f(x) == 146: print(146)
    elif f(x) == 147: print(147)
    elif f(x) == 148: print(148)
    elif f(x) == 149: print(149)
    elif f(x) == 150: print(150)
    elif f(x) == 151: print(151)
    elif f(x) == 152: print(152)
    elif f(x) == 153: print(153)
    elif f(x) == 154: print(154)
    elif f(x) == 155: print(155)
    elif f(x) == 156: print(156)
    elif f(x) == 157: print(157)
    elif f(x) == 158: print(158)
    elif f(x) == 159: print(159)
    elif f(x) == 160: print(160)
    elif f(x) == 161: print(161)
    elif f(x) == 162: print(162)
    elif f(x) == 163: print(163)
    elif f(x) == 164: print(164)
    elif f(x) == 165: print(165)
    elif f(x) == 166: print(166)
    elif f(x) == 167: print(167)
    elif f(x) == 168: print(168)
    elif f(x) == 169: print(169)
    elif f(x) == 170: print(170)
    elif f(x) == 171: print(171)
    elif f(x) == 172: print(172)
    elif f(x) == 173: print(173)
    elif f(x) == 174: print(174)
    elif f(x) == 175: print(175)
    elif f(x) == 176: print(176)
    elif f(x) == 177: print(177)
    elif f(x) == 178: print(178)
    elif f(x) == 179: print(179)
    elif f(x) == 180: print(180)
    elif f(x) == 181: print(181)
    elif f(x) == 182: print(182)
    elif f(x) == 183: print(183)
    elif f(x) == 184: print(184)
    elif f(x) == 185: print(185)
    elif f(x) == 186: print(186)
    elif f(x) == 187: print(187)
    elif f(x) == 188: print(188)
    elif f(x) == 189: print(189)
    elif f(x) == 190: print(190)
    elif f(x) == 191: print(191)
    elif f(x) == 192: print(192)
    elif f(x) == 193: print(193)
    elif f(x) == 194: print(194)
    elif f(x) == 195: print(195)
    elif f(x) == 196: print(196)
    elif f(x) == 197: print(197)
    elif f(x) == 198: print(198)
    elif f(x) == 199: print(199)
    elif f(x) == 200: print(200)
    elif f(x) == 201: print(201)
    elif f(x) == 202: print(202)
    elif f(x) == 203: print(203)
    elif f(x) == 204: print(204)
    elif f(x) == 205: print(205)
    elif f(x) == 206: print(206)
    elif f(x) == 207: print(207)
    elif f(x) == 208: print(208)
    elif f(x) == 209: print(209)
    elif f(x) == 210: print(210)
    elif f(x) == 211: print(211)
    elif f(x) == 212: print(212)
    elif f(x) == 213: print(213)
    elif f(x) == 214: print(214)
    elif f(x) == 215: print(215)
    elif f(x) == 216: print(216)
    elif f(x) == 217: print(217)
    elif f(x) == 218: print(218)
    elif f(x) == 219: print(219)
    elif f(x) == 220: print(220)
    elif f(x) == 221: print(221)
    elif f(x) == 222: print(222)
    elif f(x) == 223: print(223)
    elif f(x) == 224: print(224)
    elif f(x) == 225: print(225)
    elif f(x) == 226: print(226)
    elif f(x) == 227: print(227)
    elif f(x) == 228: print(228)
    elif f(x) == 229: print(229)
    elif f(x) == 230: print(230)
    elif f(x) == 231: print(231)
    elif f(x) == 232: print(232)
    elif f(x) == 233: print(233)
    elif f(x) == 234: print(234)
    elif f(x) == 235: print(235)
    elif f(x) == 236: print(236)
    elif f(x) == 237: print(237)
    elif f(x) == 238: print(238)
    elif f(x) == 239: print(239)
    elif f(x) == 240: print(240)
    elif f(x) == 241: print(241)
    elif f(x) == 242: print(242)
    elif f(x) == 243: print(243)
    elif f(x) == 244: print(244)
    elif f(x) == 245: print(245)
    elif f(x) == 246: print(246)
    elif f(x) == 247: print(247)
    elif f(x) == 248: print(248)
    elif f(x) == 249: print(249)
    elif f(x) == 250: print(250)
    elif f(x) == 251: print(251)
    elif f(x) == 252: print(252)
    elif f(x) == 253: print(253)
    elif f(x) == 254: print(254)
    elif f(x) == 255: print(255)
    elif f(x) == 256: print(256)
    elif f(x) == 257: print(257)
    elif f(x) == 258: print(258)
    elif f(x) == 259: print(259)
    elif f(x) == 260: print(260)
    elif f(x) == 261: print(261)
    elif f(x) == 262: print(262)
    elif f(x) == 263: print(263)
    elif f(x) == 264: print(264)
    elif f(x) == 265: print(265)
    elif f(x) == 266: print(266)
    elif f(x) == 267: print(267)
    elif f(x) == 268: print(268)
    elif f(x) == 269: print(269)
    elif f(x) == 270: print(270)
    elif f(x) == 271: print(271)
    elif f(x) == 272: print(272)
    elif f(x) == 273: print(273)
    elif f(x) == 274: print(274)
    elif f(x) == 275: print(275)
    elif f(x) == 276: print(276)
    elif f(x) == 277: print(277)
    elif f(x) == 278: print(278)
    elif f(x) == 279: print(279)
    elif f(x) == 280: print(280)
    elif f(x) == 281: print(281)
    elif f(x) == 282: print(282)
    elif f(x) == 283: print(283)
    elif f(x) == 284: print(284)
    elif f(x) == 285: print(285)
    elif f(x) == 286: print(286)
    elif f(x) == 287: print(287)
    elif f(x) == 288: print(288)
    elif f(x) == 289: print(289)
    elif f(x) == 290: print(290)
    elif f(x) == 291: print(291)
    elif f(x) == 292: print(292)
    elif f(x) == 293: print(293)
    elif f(x) == 294: print(294)
    elif f(x) == 295: print(295)
    elif f(x) == 296: print(296)
    elif f(x) == 297: print(297)
    elif f(x) == 298: print(298)
    elif f(x) == 299: print(299)
    elif f(x) == 300: print(300)
    elif f(x) == 301: print(301)
    elif f(x) == 302: print(302)
    elif f(x) == 303: print(303)
    elif f(x) == 304: print(304)
    elif f(x) == 305: print(305)
    elif f(x) == 306: print(306)
    elif f(x) == 307: print(307)
    elif f(x) == 308: print(308)
    elif f(x) == 309: print(309)
    elif f(x) == 310: print(310)
    elif f(x) == 311: print(311)
    elif f(x) == 312: print(312)
    elif f(x) == 313: print(313)
    elif f(x) == 314: print(314)
    elif f(x) == 315: print(315)
    elif f(x) == 316: print(316)
    elif f(x) == 317: print(317)
    elif f(x) == 318: print(318)
    elif f(x) == 319: print(319)
    elif f(x) == 320: print(320)
    elif f(x) == 321: print(321)
    elif f(x) == 322: print(322)
    elif f(x) == 323: print(323)
    elif f(x) == 324: print(324)
    elif f(x) == 325: print(325)
    elif f(x) == 326: print(326)
    elif f(x) == 327: print(327)
    elif f(x) == 328: print(328)
    elif f(x) == 329: print(329)
    elif f(x) == 330: print(330)
    elif f(x) == 331: print(331)
    elif f(x) == 332: print(332)
    elif f(x) == 333: print(333)
    elif f(x) == 334: print(334)
    elif f(x) == 335: print(335)
    elif f(x) == 336: print(336)
    elif f(x) == 337: print(337)
    elif f(x) == 338: print(338)
    elif f(x) == 339: print(339)
    elif f(x) == 340: print(340)
    elif f(x) == 341: print(341)
    elif f(x) == 342: print(342)
    elif f(x) == 343: print(343)
    elif f(x) == 344: print(344)
    elif f(x) == 345: print(345)
    elif f(x) == 346: print(346)
    elif f(x) == 347: print(347)
    elif f(x) == 348: print(348)
    elif f(x) == 349: print(349)
    elif f(x) == 350: print(350)
    elif f(x) == 351: print(351)
    elif f(x) == 352: print(352)
    elif f(x) == 353: print(353)
    elif f(x) == 354: print(354)
    elif f(x) == 355: print(355)
    elif f(x) == 356: print(356)
    elif f(x) == 357: print(357)
    elif f(x) == 358: print(358)
    elif f(x) == 359: print(359)
    elif f(x) == 360: print(360)
    elif f(x) == 361: print(361)
    elif f(x) == 362: print(362)
    elif f(x) == 363: print(363)
    elif f(x) == 364: print(364)
    elif f(x) == 365: print(365)
    elif f(x) == 366: print(366)
    elif f(x) == 367: print(367)
    elif f(x) == 368: print(368)
    elif f(x) == 369: print(369)
    elif f(x) == 370: print(370)
    elif f(x) == 371: print(371)
    elif f(x) == 372: print(372)
    elif f(x) == 373: print(373)
    elif f(x) == 374: print(374)
    elif f(x) == 375: print(375)
    elif f(x) == 376: print(376)
    elif f(x) == 377: print(377)
    elif f(x) == 378: print(378)
    elif f(x) == 379: print(379)
    elif f(x) == 380: print(380)
    elif f(x) == 381: print(381)
    elif f(x) == 382: print(382)
    elif f(x) == 383: print(383)
    elif f(x) == 384: print(384)
    elif f(x) == 385: print(385)
    elif f(x) == 386: print(386)
    elif f(x) == 387: print(387)
    elif f(x) == 388: print(388)
    elif f(x) == 389: print(389)
    elif f(x) == 390: print(390)
    elif f(x) == 391: print(391)
    elif f(x) == 392: print(392)
    elif f(x) == 393: print(393)
    elif f(x) == 394: print(394)
    elif f(x) == 395: print(395)
    elif f(x) == 396: print(396)
    elif f(x) == 397: print(397)
    elif f(x) == 398: print(398)
    elif f(x) == 399: print(399)
    elif f(x) == 400: print(400)
    elif f(x) == 401: print(401)
    elif f(x) == 402: print(402)
    elif f(x) == 403: print(403)
    elif f(x) == 404: print(404)
    elif f(x) == 405: print(405)
    elif f(x) == 406: print(406)
    elif f(x) == 407: print(407)
    elif f(x) == 408: print(408)
    elif f(x) == 409: print(409)
    elif f(x) == 410: print(410)
    elif f(x) == 411: print(411)
    elif f(x) == 412: print(412)
    elif f(x) == 413: print(413)
    elif f(x) == 414: print(414)
    elif f(x) == 415: print(415)
    elif f(x) == 416: print(416)
    elif f(x) == 417: print(417)
    elif f(x) == 418: print(418)
    elif f(x) == 419: print(419)
    elif f(x) == 420: print(420)
    elif f(x) == 421: print(421)
    elif f(x) == 422: print(422)
    elif f(x) == 423: print(423)
    elif f(x) == 424: print(424)
    elif f(x) == 425: print(425)
    elif f(x) == 426: print(426)
    elif f(x) == 427: print(427)
    elif f(x) == 428: print(428)
    elif f(x) == 429: print(429)
    elif f(x) == 430: print(430)
    elif f(x) == 431: print(431)
    elif f(x) == 432: print(432)
    elif f(x) == 433: print(433)
    elif f(x) == 434: print(434)
    elif f(x) == 435: print(435)
    elif f(x) == 436: print(436)
    elif f(x) == 437: print(437)
    elif f(x) == 438: print(438)
    elif f(x) == 439: print(439)
    elif f(x) == 440: print(440)
    elif f(x) == 441: print(441)
    elif f(x) == 442: print(442)
    elif f(x) == 443: print(443)
    elif f(x) == 444: print(444)
    elif f(x) == 445: print(445)
    elif f(x) == 446: print(446)
    elif f(x) == 447: print(447)
    elif f(x) == 448: print(448)
    elif f(x) == 449: print(449)
    elif f(x) == 450: print(450)
    elif f(x) == 451: print(451)
    elif f(x) == 452: print(452)
    elif f(x) == 453: print(453)
    elif f(x) == 454: print(454)
    elif f(x) == 455: print(455)
    elif f(x) == 456: print(456)
    elif f(x) == 457: print(457)
    elif f(x) == 458: print(458)
    elif f(x) == 459: print(459)
    elif f(x) == 460: print(460)
    elif f(x) == 461: print(461)
    elif f(x) == 462: print(462)
    elif f(x) == 463: print(463)
    elif f(x) == 464: print(464)
    elif f(x) == 465: print(465)
    elif f(x) == 466: print(466)
    elif f(x) == 467: print(467)
    elif f(x) == 468: print(468)
    elif f(x) == 469: print(469)
    elif f(x) == 470: print(470)
    elif f(x) == 471: print(471)
    elif f(x) == 472: print(472)
    elif f(x) == 473: print(473)
    elif f(x) == 474: print(474)
    elif f(x) == 475: print(475)
    elif f(x) == 476: print(476)
    elif f(x) == 477: print(477)
    elif f(x) == 478: print(478)
    elif f(x) == 479: print(479)
    elif f(x) == 480: print(480)
    elif f(x) == 481: print(481)
    elif f(x) == 482: print(482)
    elif f(x) == 483: print(483)
    elif f(x) == 484: print(484)
    elif f(x) == 485: print(485)
    elif f(x) == 486: print(486)
    elif f(x) == 487: print(487)
    elif f(x) == 488: print(488)
    elif f(x) == 489: print(489)
    elif f(x) == 490: print(490)
    elif f(x) == 491: print(491)
    elif f(x) == 492: print(492)
    elif f(x) == 493: print(493)
    elif f(x) == 494: print(494)
    elif f(x) == 495: print(495)
    elif f(x) == 496: print(496)
    elif f(x) == 497: print(497)
    elif f(x) == 498: print(498)
    elif f(x) == 499: print(499)
    elif f(x) == 500: print(500)
    elif f(x) == 501: print(501)
    elif f(x) == 502: print(502)
    elif f(x) == 503: print(503)
    elif f(x) == 504: print(504)
    elif f(x) == 505: print(505)
    elif f(x) == 506: print(506)
    elif f(x) == 507: print(507)
    elif f(x) == 508: print(508)
    elif f(x) == 509: print(509)
    elif f(x) == 510: print(510)
    elif f(x) == 511: print(511)
    elif f(x) == 512: print(512)
    elif f(x) == 513: print(513)
    elif f(x) == 514: print(514)
    elif f(x) == 515: print(515)
    elif f(x) == 516: print(516)
    elif f(x) == 517: print(517)
    elif f(x) == 518: print(518)
    elif f(x) == 519: print(519)
    elif f(x) == 520: print(520)
    elif f(x) == 521: print(521)
    elif f(x) == 522: print(522)
    elif f(x) == 523: print(523)
    elif f(x) == 524: print(524)
    elif f(x) == 525: print(525)
    elif f(x) == 526: print(526)
    elif f(x) == 527: print(527)
    elif f(x) == 528: print(528)
    elif f(x) == 529: print(529)
    elif f(x) == 530: print(530)
    elif f(x) == 531: print(531)
    elif f(x) == 532: print(532)
    elif f(x) == 533: print(533)
    elif f(x) == 534: print(534)
    elif f(x) == 535: print(535)
    elif f(x) == 536: print(536)
    elif f(x) == 537: print(537)
    elif f(x) == 538: print(538)
    elif f(x) == 539: print(539)
    elif f(x) == 540: print(540)
    elif f(x) == 541: print(541)
    elif f(x) == 542: print(542)
    elif f(x) == 543: print(543)
    elif f(x) == 544: print(544)
    elif f(x) == 545: print(545)
    elif f(x) == 546: print(546)
    elif f(x) == 547: print(547)
    elif f(x) == 548: print(548)
    elif f(x) == 549: print(549)
    elif f(x) == 550: print(550)
    elif f(x) == 551: print(551)
    elif f(x) == 552: print(552)
    elif f(x) == 553: print(553)
    elif f(x) == 554: print(554)
    elif f(x) == 555: print(555)
    elif f(x) == 556: print(556)
    elif f(x) == 557: print(557)
    elif f(x) == 558: print(558)
    elif f(x) == 559: print(559)
    elif f(x) == 560: print(560)
    elif f(x) == 561: print(561)
    elif f(x) == 562: print(562)
    elif f(x) == 563: print(563)
    elif f(x) == 564: print(564)
    elif f(x) == 565: print(565)
    elif f(x) == 566: print(566)
    elif f(x) == 567: print(567)
    elif f(x) == 568: print(568)
    elif f(x) == 569: print(569)
    elif f(x) == 570: print(570)
    elif f(x) == 571: print(571)
    elif f(x) == 572: print(572)
    elif f(x) == 573: print(573)
    elif f(x) == 574: print(574)
    elif f(x) == 575: print(575)
    elif f(x) == 576: print(576)
    elif f(x) == 577: print(577)
    elif f(x) == 578: print(578)
    elif f(x) == 579: print(579)
    elif f(x) == 580: print(580)
    elif f(x) == 581: print(581)
    elif f(x) == 582: print(582)
    elif f(x) == 583: print(583)
    elif f(x) == 584: print(584)
    elif f(x) == 585: print(585)
    elif f(x) == 586: print(586)
    elif f(x) == 587: print(587)
    elif f(x) == 588: print(588)
    elif f(x) == 589: print(589)
    elif f(x) == 590: print(590)
    elif f(x) == 591: print(591)
    elif f(x) == 592: print(592)
    elif f(x) == 593: print(593)
    elif f(x) == 594: print(594)
    elif f(x) == 595: print(595)
    elif f(x) == 596: print(596)
    elif f(x) == 597: print(597)
    elif f(x) == 598: print(598)
    elif f(x) == 599: print(599)
    elif f(x) == 600: print(600)
    elif f(x) == 601: print(601)
    elif f(x) == 602: print(602)
    elif f(x) == 603: print(603)
    elif f(x) == 604: print(604)
    elif f(x) == 605: print(605)
    elif f(x) == 606: print(606)
    elif f(x) == 607: print(607)
    elif f(x) == 608: print(608)
    elif f(x) == 609: print(609)
    elif f(x) == 610: print(610)
    elif f(x) == 611: print(611)
    elif f(x) == 612: print(612)
    elif f(x) == 613: print(613)
    elif f(x) == 614: print(614)
    elif f(x) == 615: print(615)
    elif f(x) == 616: print(616)
    elif f(x) == 617: print(617)
    elif f(x) == 618: print(618)
    elif f(x) == 619: print(619)
    elif f(x) == 620: print(620)
    elif f(x) == 621: print(621)
    elif f(x) == 622: print(622)
    elif f(x) == 623: print(623)
    elif f(x) == 624: print(624)
    elif f(x) == 625: print(625)
    elif f(x) == 626: print(626)
    elif f(x) == 627: print(627)
    elif f(x) == 628: print(628)
    elif f(x) == 629: print(629)
    elif f(x) == 630: print(630)
    elif f(x) == 631: print(631)
    elif f(x) == 632: print(632)
    elif f(x) == 633: print(633)
    elif f(x) == 634: print(634)
    elif f(x) == 635: print(635)
    elif f(x) == 636: print(636)
    elif f(x) == 637: print(637)
    elif f(x) == 638: print(638)
    elif f(x) == 639: print(639)
    elif f(x) == 640: print(640)
    elif f(x) == 641: print(641)
    elif f(x) == 642: print(642)
    elif f(x) == 643: print(643)
    elif f(x) == 644: print(644)
    elif f(x) == 645: print(645)
    elif f(x) == 646: print(646)
    elif f(x) == 647: print(647)
    elif f(x) == 648: print(648)
    elif f(x) == 649: print(649)
    elif f(x) == 650: print(650)
    elif f(x) == 651: print(651)
    elif f(x) == 652: print(652)
    elif f(x) == 653: print(653)
    elif f(x) == 654: print(654)
    elif f(x) == 655: print(655)
    elif f(x) == 656: print(656)
    elif f(x) == 657: print(657)
    elif f(x) == 658: print(658)
    elif f(x) == 659: print(659)
    elif f(x) == 660: print(660)
    elif f(x) == 661: print(661)
    elif f(x) == 662: print(662)
    elif f(x) == 663: print(663)
    elif f(x) == 664: print(664)
    elif f(x) == 665: print(665)
    elif f(x) == 666: print(666)
    elif f(x) == 667: print(667)
    elif f(x) == 668: print(668)
    elif f(x) == 669: print(669)
    elif f(x) == 670: print(670)
    elif f(x) == 671: print(671)
    elif f(x) == 672: print(672)
    elif f(x) == 673: print(673)
    elif f(x) == 674: print(674)
    elif f(x) == 675: print(675)
    elif f(x) == 676: print(676)
    elif f(x) == 677: print(677)
    elif f(x) == 678: print(678)
    elif f(x) == 679: print(679)
    elif f(x) == 680: print(680)
    elif f(x) == 681: print(681)
    elif f(x) == 682: print(682)
    elif f(x) == 683: print(683)
    elif f(x) == 684: print(684)
    elif f(x) == 685: print(685)
    elif f(x) == 686: print(686)
    elif f(x) == 687: print(687)
    elif f(x) == 688: print(688)
    elif f(x) == 689: print(689)
    elif f(x) == 690: print(690)
    elif f(x) == 691: print(691)
    elif f(x) == 692: print(692)
    elif f(x) == 693: print(693)
    elif f(x) == 694: print(694)
    elif f(x) == 695: print(695)
    elif f(x) == 696: print(696)
    elif f(x) == 697: print(697)
    elif f(x) == 698: print(698)
    elif f(x) == 699: print(699)
    elif f(x) == 700: print(700)
    elif f(x) == 701: print(701)
    elif f(x) == 702: print(702)
    elif f(x) == 703: print(703)
    elif f(x) == 704: print(704)
    elif f(x) == 705: print(705)
    elif f(x) == 706: print(706)
    elif f(x) == 707: print(707)
    elif f(x) == 708: print(708)
    elif f(x) == 709: print(709)
    elif f(x) == 710: print(710)
    elif f(x) == 711: print(711)
    elif f(x) == 712: print(712)
    elif f(x) == 713: print(713)
    elif f(x) == 714: print(714)
    elif f(x) == 715: print(715)
    elif f(x) == 716: print(716)
    elif f(x) == 717: print(717)
    elif f(x) == 718: print(718)
    elif f(x) == 719: print(719)
    elif f(x) == 720: print(720)
    elif f(x) == 721: print(721)
    elif f(x) == 722: print(722)
    elif f(x) == 723: print(723)
    elif f(x) == 724: print(724)
    elif f(x) == 725: print(725)
    elif f(x) == 726: print(726)
    elif f(x) == 727: print(727)
    elif f(x) == 728: print(728)
    elif f(x) == 729: print(729)
    elif f(x) == 730: print(730)
    elif f(x) == 731: print(731)
    elif f(x) == 732: print(732)
    elif f(x) == 733: print(733)
    elif f(x) == 734: print(734)
    elif f(x) == 735: print(735)
    elif f(x) == 736: print(736)
    elif f(x) == 737: print(737)
    elif f(x) == 738: print(738)
    elif f(x) == 739: print(739)
    elif f(x) == 740: print(740)
    elif f(x) == 741: print(741)
    elif f(x) == 742: print(742)
    elif f(x) == 743: print(743)
    elif f(x) == 744: print(744)
    elif f(x) == 745: print(745)
    elif f(x) == 746: print(746)
    elif f(x) == 747: print(747)
    elif f(x) == 748: print(748)
    elif f(x) == 749: print(749)
    elif f(x) == 750: print(750)
    elif f(x) == 751: print(751)
    elif f(x) == 752: print(752)
    elif f(x) == 753: print(753)
    elif f(x) == 754: print(754)
    elif f(x) == 755: print(755)
    elif f(x) == 756: print(756)
    elif f(x) == 757: print(757)
    elif f(x) == 758: print(758)
    elif f(x) == 759: print(759)
    elif f(x) == 760: print(760)
    elif f(x) == 761: print(761)
    elif f(x) == 762: print(762)
    elif f(x) == 763: print(763)
    elif f(x) == 764: print(764)
    elif f(x) == 765: print(765)
    elif f(x) == 766: print(766)
    elif f(x) == 767: print(767)
    elif f(x) == 768: print(768)
    elif f(x) == 769: print(769)
    elif f(x) == 770: print(770)
    elif f(x) == 771: print(771)
    elif f(x) == 772: print(772)
    elif f(x) == 773: print(773)
    elif f(x) == 774: print(774)
    elif f(x) == 775: print(775)
    elif f(x) == 776: print(776)
    elif f(x) == 777: print(777)
    elif f(x) == 778: print(778)
    elif f(x) == 779: print(779)
    elif f(x) == 780: print(780)
    elif f(x) == 781: print(781)
    elif f(x) == 782: print(782)
    elif f(x) == 783: print(783)
    elif f(x) == 784: print(784)
    elif f(x) == 785: print(785)
    elif f(x) == 786: print(786)
    elif f(x) == 787: print(787)
    elif f(x) == 788: print(788)
    elif f(x) == 789: print(789)
    elif f(x) == 790: print(790)
    elif f(x) == 791: print(791)
    elif f(x) == 792: print(792)
    elif f(x) == 793: print(793)
    elif f(x) == 794: print(794)
    elif f(x) == 795: print(795)
    elif f(x) == 796: print(796)
    elif f(x) == 797: print(797)
    elif f(x) == 798: print(798)
    elif f(x) == 799: print(799)
    elif f(x) == 800: print(800)
    elif f(x) == 801: print(801)
    elif f(x) == 802: print(802)
    elif f(x) == 803: print(803)
    elif f(x) == 804: print(804)
    elif f(x) == 805: print(805)
    elif f(x) == 806: print(806)
    elif f(x) == 807: print(807)
    elif f(x) == 808: print(808)
    elif f(x) == 809: print(809)
    elif f(x) == 810: print(810)
    elif f(x) == 811: print(811)
    elif f(x) == 812: print(812)
    elif f(x) == 813: print(813)
    elif f(x) == 814: print(814)
    elif f(x) == 815: print(815)
    elif f(x) == 816: print(816)
    elif f(x) == 817: print(817)
    elif f(x) == 818: print(818)
    elif f(x) == 819: print(819)
    elif f(x) == 820: print(820)
    elif f(x) == 821: print(821)
    elif f(x) == 822: print(822)
    elif f(x) == 823: print(823)
    elif f(x) == 824: print(824)
    elif f(x) == 825: print(825)
    elif f(x) == 826: print(826)
    elif f(x) == 827: print(827)
    elif f(x) == 828: print(828)
    elif f(x) == 829: print(829)
    elif f(x) == 830: print(830)
    elif f(x) == 831: print(831)
    elif f(x) == 832: print(832)
    elif f(x) == 833: print(833)
    elif f(x) == 834: print(834)
    elif f(x) == 835: print(835)
    elif f(x) == 836: print(836)
    elif f(x) == 837: print(837)
    elif f(x) == 838: print(838)
    elif f(x) == 839: print(839)
    elif f(x) == 840: print(840)
    elif f(x) == 841: print(841)
    elif f(x) == 842: print(842)
    elif f(x) == 843: print(843)
    elif f(x) == 844: print(844)
    elif f(x) == 845: print(845)
    elif f(x) == 846: print(846)
    elif f(x) == 847: print(847)
    elif f(x) == 848: print(848)
    elif f(x) == 849: print(849)
    elif f(x) == 850: print(850)
    elif f(x) == 851: print(851)
    elif f(x) == 852: print(852)
    elif f(x) == 853: print(853)
    elif f(x) == 854: print(854)
    elif f(x) == 855: print(855)
    elif f(x) == 856: print(856)
    elif f(x) == 857: print(857)
    elif f(x) == 858: print(858)
    elif f(x) == 859: print(859)
    elif f(x) == 860: print(860)
    elif f(x) == 861: print(861)
    elif f(x) == 862: print(862)
    elif f(x) == 863: print(863)
    elif f(x) == 864: print(864)
    elif f(x) == 865: print(865)
    elif f(x) == 866: print(866)
    elif f(x) == 867: print(867)
    elif f(x) == 868: print(868)
    elif f(x) == 869: print(869)
    elif f(x) == 870: print(870)
    elif f(x) == 871: print(871)
    elif f(x) == 872: print(872)
    elif f(x) == 873: print(873)
    elif f(x) == 874: print(874)
    elif f(x) == 875: print(875)
    elif f(x) == 876: print(876)
    elif f(x) == 877: print(877)
    elif f(x) == 878: print(878)
    elif f(x) == 879: print(879)
    elif f(x) == 880: print(880)
    elif f(x) == 881: print(881)
    elif f(x) == 882: print(882)
    elif f(x) == 883: print(883)
    elif f(x) == 884: print(884)
    elif f(x) == 885: print(885)
    elif f(x) == 886: print(886)
    elif f(x) == 887: print(887)
    elif f(x) == 888: print(888)
    elif f(x) == 889: print(889)
    elif f(x) == 890: print(890)
    elif f(x) == 891: print(891)
    elif f(x) == 892: print(892)
    elif f(x) == 893: print(893)
    elif f(x) == 894: print(894)
    elif f(x) == 895: print(895)
    elif f(x) == 896: print(896)
    elif f(x) == 897: print(897)
    elif f(x) == 898: print(898)
    elif f(x) == 899: print(899)
    elif f(x) == 900: print(900)
    elif f(x) == 901: print(901)
    elif f(x) == 902: print(902)
    elif f(x) == 903: print(903)
    elif f(x) == 904: print(904)
    elif f(x) == 905: print(905)
    elif f(x) == 906: print(906)
    elif f(x) == 907: print(907)
    elif f(x) == 908: print(908)
    elif f(x) == 909: print(909)
    elif f(x) == 910: print(910)
    elif f(x) == 911: print(911)
    elif f(x) == 912: print(912)
    elif f(x) == 913: print(913)
    elif f(x) == 914: print(914)
    elif f(x) == 915: print(915)
    elif f(x) == 916: print(916)
    elif f(x) == 917: print(917)
    elif f(x) == 918: print(918)
    elif f(x) == 919: print(919)
    elif f(x) == 920: print(920)
    elif f(x) == 921: print(921)
    elif f(x) == 922: print(922)
    elif f(x) == 923: print(923)
    elif f(x) == 924: print(924)
    elif f(x) == 925: print(925)
    elif f(x) == 926: print(926)
    elif f(x) == 927: print(927)
    elif f(x) == 928: print(928)
    elif f(x) == 929: print(929)
    elif f(x) == 930: print(930)
    elif f(x) == 931: print(931)
    elif f(x) == 932: print(932)
    elif f(x) == 933: print(933)
    elif f(x) == 934: print(934)
    elif f(x) == 935: print(935)
    elif f(x) == 936: print(936)
    elif f(x) == 937: print(937)
    elif f(x) == 938: print(938)
    elif f(x) == 939: print(939)
    elif f(x) == 940: print(940)
    elif f(x) == 941: print(941)
    elif f(x) == 942: print(942)
    elif f(x) == 943: print(943)
    elif f(x) == 944: print(944)
    elif f(x) == 945: print(945)
    elif f(x) == 946: print(946)
    elif f(x) == 947: print(947)
    elif f(x) == 948: print(948)
    elif f(x) == 949: print(949)
    elif f(x) == 950: print(950)
    elif f(x) == 951: print(951)
    elif f(x) == 952: print(952)
    elif f(x) == 953: print(953)
    elif f(x) == 954: print(954)
    elif f(x) == 955: print(955)
    elif f(x) == 956: print(956)
    elif f(x) == 957: print(957)
    elif f(x) == 958: print(958)
    elif f(x) == 959: print(959)
    elif f(x) == 960: print(960)
    elif f(x) == 961: print(961)
    elif f(x) == 962: print(962)
    elif f(x) == 963: print(963)
    elif f(x) == 964: print(964)
    elif f(x) == 965: print(965)
    elif f(x) == 966: print(966)
    elif f(x) == 967: print(967)
    elif f(x) == 968: print(968)
    elif f(x) == 969: print(969)
    elif f(x) == 970: print(970)
    elif f(x) == 971: print(971)
    elif f(x) == 972: print(972)
    elif f(x) == 973: print(973)
    elif f(x) == 974: print(974)
    elif f(x) == 975: print(975)
    elif f(x) == 976: print(976)
    elif f(x) == 977: print(977)
    elif f(x) == 978: print(978)
    elif f(x) == 979: print(979)
    elif f(x) == 980: print(980)
    elif f(x) == 981: print(981)
    elif f(x) == 982: print(982)
    elif f(x) == 983: print(983)
    elif f(x) == 984: print(984)
    elif f(x) == 985: print(985)
    elif f(x) == 986: print(986)
    elif f(x) == 987: print(987)
    elif f(x) == 988: print(988)
    elif f(x) == 989: print(989)
    elif f(x) == 990: print(990)
    elif f(x) == 991: print(991)
    elif f(x) == 992: print(992)
    elif f(x) == 993: print(993)
    elif f(x) == 994: print(994)
    elif f(x) == 995: print(995)
    elif f(x) == 996: print(996)
    elif f(x) == 997: print(997)
    elif f(x) == 998: print(998)
    else: print("none")
n = 0
for x in range(3):
    if x == 0: n += 1
    elif [x][0] == 1:
        n += 1
        if n > 1: break
        continue
    elif [x][0] == 2:
        n += 2
        if n > 1: break
        continue
    elif [x][0] == 3:
        n += 3
        if n > 1: break
        continue
    elif [x][0] == 4:
        n += 4
        if n > 1: break
        continue
    elif [x][0] == 5:
        n += 5
        if n > 1: break
        continue
    elif [x][0] == 6:
        n += 6
        if n > 1: break
        continue
    elif [x][0] == 7:
        n += 7
        if n > 1: break
        continue
    elif [x][0] == 8:
        n += 8
        if n > 1: break
        continue
    elif [x][0] == 9:
        n += 9
        if n > 1: break
        continue
    elif [x][0] == 10:
        n += 10
        if n > 1: break
        continue
    elif [x][0] == 11:
        n += 11
        if n > 1: break
        continue
    elif [x][0] == 12:
        n += 12
        if n > 1: break
        continue
    elif [x][0] == 13:
        n += 13
        if n > 1: break
        continue
    elif [x][0] == 14:
        n += 14
        if n > 1: break
        continue
    elif [x][0] == 15:
        n += 15
        if n > 1: break
        continue
    elif [x][0] == 16:
        n += 16
        if n > 1: break
        continue
    elif [x][0] == 17:
        n += 17
        if n > 1: break
        continue
    elif [x][0] == 18:
        n += 18
        if n > 1: break
        continue
    elif [x][0] == 19:
        n += 19
        if n > 1: break
        continue
    elif [x][0] == 20:
        n += 20
        if n > 1: break
        continue
    elif [x][0] == 21:
        n += 21
        if n > 1: break
        continue
    elif [x][0] == 22:
        n += 22
        if n > 1: break
        continue
    elif [x][0] == 23:
        n += 23
        if n > 1: break
        continue
    elif [x][0] == 24:
        n += 24
        if n > 1: break
        continue
    elif [x][0] == 25:
        n += 25
        if n > 1: break
        continue
    elif [x][0] == 26:
        n += 26
        if n > 1: break
        continue
    elif [x][0] == 27:
        n += 27
        if n > 1: break
        continue
    elif [x][0] == 28:
        n += 28
        if n > 1: break
        continue
    elif [x][0] == 29:
        n += 29
        if n > 1: break
        continue
    elif [x][0] == 30:
        n += 30
        if n > 1: break
        continue
    elif [x][0] == 31:
        n += 31
        if n > 1: break
        continue
    elif [x][0] == 32:
        n += 32
        if n > 1: break
        continue
    elif [x][0] == 33:
        n += 33
        if n > 1: break
        continue
    elif [x][0] == 34:
        n += 34
        if n > 1: break
        continue
    elif [x][0] == 35:
        n += 35
        if n > 1: break
        continue
    elif [x][0] == 36:
        n += 36
        if n > 1: break
        continue
    elif [x][0] == 37:
        n += 37
        if n > 1: break
        continue
    elif [x][0] == 38:
        n += 38
        if n > 1: break
        continue
    elif [x][0] == 39:
        n += 39
        if n > 1: break
        continue
    elif [x][0] == 40:
        n += 40
        if n > 1: break
        continue
    elif [x][0] == 41:
        n += 41
        if n > 1: break
        continue
    elif [x][0] == 42:
        n += 42
        if n > 1: break
        continue
    elif [x][0] == 43:
        n += 43
        if n > 1: break
        continue
    elif [x][0] == 44:
        n += 44
        if n > 1: break
        continue
    elif [x][0] == 45:
        n += 45
        if n > 1: break
        continue
    elif [x][0] == 46:
        n += 46
        if n > 1: break
        continue
    elif [x][0] == 47:
        n += 47
        if n > 1: break
        continue
    elif [x][0] == 48:
        n += 48
        if n > 1: break
        continue
    elif [x][0] == 49:
        n += 49
        if n > 1: break
        continue
    elif [x][0] == 50:
        n += 50
        if n > 1: break
        continue
    elif [x][0] == 51:
        n += 51
        if n > 1: break
        continue
    elif [x][0] == 52:
        n += 52
        if n > 1: break
        continue
    elif [x][0] == 53:
        n += 53
        if n > 1: break
        continue
    elif [x][0] == 54:
        n += 54
        if n > 1: break
        continue
    elif [x][0] == 55:
        n += 55
        if n > 1: break
        continue
    elif [x][0] == 56:
        n += 56
        if n > 1: break
        continue
    elif [x][0] == 57:
        n += 57
        if n > 1: break
        continue
    elif [x][0] == 58:
        n += 58
        if n > 1: break
        continue
    elif [x][0] == 59:
        n += 59
        if n > 1: break
        continue
    elif [x][0] == 60:
        n += 60
        if n > 1: break
        continue
    elif [x][0] == 61:
        n += 61
        if n > 1: break
        continue
    elif [x][0] == 62:
        n += 62
        if n > 1: break
        continue
    elif [x][0] == 63:
        n += 63
        if n > 1: break
        continue
    elif [x][0] == 64:
        n += 64
        if n > 1: break
        continue
    elif [x][0] == 65:
        n += 65
        if n > 1: break
        continue
    elif [x][0] == 66:
        n += 66
        if n > 1: break
        continue
    elif [x][0] == 67:
        n += 67
        if n > 1: break
        continue
    elif [x][0] == 68:
        n += 68
        if n > 1: break
        continue
    elif [x][0] == 69:
        n += 69
        if n > 1: break
        continue
    elif [x][0] == 70:
        n += 70
        if n > 1: break
        continue
    elif [x][0] == 71:
        n += 71
        if n > 1: break
        continue
    elif [x][0] == 72:
        n += 72
        if n > 1: break
        continue
    elif [x][0] == 73:
        n += 73
        if n > 1: break
        continue
    elif [x][0] == 74:
        n += 74
        if n > 1: break
        continue
    elif [x][0] == 75:
        n += 75
        if n > 1: break
        continue
    elif [x][0] == 76:
        n += 76
        if n > 1: break
        continue
    elif [x][0] == 77:
        n += 77
        if n > 1: break
        continue
    elif [x][0] == 78:
        n += 78
        if n > 1: break
        continue
    elif [x][0] == 79:
        n += 79
        if n > 1: break
        continue
    elif [x][0] == 80:
        n += 80
        if n > 1: break
        continue
    elif [x][0] == 81:
        n += 81
        if n > 1: break
        continue
    elif [x][0] == 82:
        n += 82
        if n > 1: break
        continue
    elif [x][0] == 83:
        n += 83
        if n > 1: break
        continue
    elif [x][0] == 84:
        n += 84
        if n > 1: break
        continue
    elif [x][0] == 85:
        n += 85
        if n > 1: break
        continue
    elif [x][0] == 86:
        n += 86
        if n > 1: break
        continue
    elif [x][0] == 87:
        n += 87
        if n > 1: break
        continue
    elif [x][0] == 88:
        n += 88
        if n > 1: break
        continue
    elif [x][0] == 89:
        n += 89
        if n > 1: break
        continue
    elif [x][0] == 90:
        n += 90
        if n > 1: break
        continue
    elif [x][0] == 91:
        n += 91
        if n > 1: break
        continue
    elif [x][0] == 92:
        n += 92
        if n > 1: break
        continue
    elif [x][0] == 93:
        n += 93
        if n > 1: break
        continue
    elif [x][0] == 94:
        n += 94
        if n > 1: break
        continue
    elif [x][0] == 95:
        n += 95
        if n > 1: break
        continue
    elif [x][0] == 96:
        n += 96
        if n > 1: break
        continue
    elif [x][0] == 97:
        n += 97
        if n > 1: break
        continue
    elif [x][0] == 98:
        n += 98
        if n > 1: break
        continue
    elif [x][0] == 99:
        n += 99
        if n > 1: break
        continue
    elif [x][0] == 100:
        n += 100
        if n > 1: break
        continue
    elif [x][0] == 101:
        n += 101
        if n > 1: break
        continue
    elif [x][0] == 102:
        n += 102
        if n > 1: break
        continue
    elif [x][0] == 103:
        n += 103
        if n > 1: break
        continue
    elif [x][0] == 104:
        n += 104
        if n > 1: break
        continue
    elif [x][0] == 105:
        n += 105
        if n > 1: break
        continue
    elif [x][0] == 106:
        n += 106
        if n > 1: break
        continue
    elif [x][0] == 107:
        n += 107
        if n > 1: break
        continue
    elif [x][0] == 108:
        n += 108
        if n > 1: break
        continue
    elif [x][0] == 109:
        n += 109
        if n > 1: break
        continue
    elif [x][0] == 110:
        n += 110
        if n > 1: break
        continue
    elif [x][0] == 111:
        n += 111
        if n > 1: break
        continue
    elif [x][0] == 112:
        n += 112
        if n > 1: break
        continue
    elif [x][0] == 113:
        n += 113
        if n > 1: break
        continue
    elif [x][0] == 114:
        n += 114
        if n > 1: break
        continue
    elif [x][0] == 115:
        n += 115
        if n > 1: break
        continue
    elif [x][0] == 116:
        n += 116
        if n > 1: break
        continue
    elif [x][0] == 117:
        n += 117
        if n > 1: break
        continue
    elif [x][0] == 118:
        n += 118
        if n > 1: break
        continue
    elif [x][0] == 119:
        n += 119
        if n > 1: break
        continue
    elif [x][0] == 120:
        n += 120
        if n > 1: break
        continue
    elif [x][0] == 121:
        n += 121
        if n > 1: break
        continue
    elif [x][0] == 122:
        n += 122
        if n > 1: break
        continue
    elif [x][0] == 123:
        n += 123
        if n > 1: break
        continue
    elif [x][0] == 124:
        n += 124
        if n > 1: break
        continue
    elif [x][0] == 125:
        n += 125
        if n > 1: break
        continue
    elif [x][0] == 126:
        n += 126
        if n > 1: break
        continue
    elif [x][0] == 127:
        n += 127
        if n > 1: break
        continue
    elif [x][0] == 128:
        n += 128
        if n > 1: break
        continue
    elif [x][0] == 129:
        n += 129
        if n > 1: break
        continue
    elif [x][0] == 130:
        n += 130
        if n > 1: break
        continue
    elif [x][0] == 131:
        n += 131
        if n > 1: break
        continue
    elif [x][0] == 132:
        n += 132
        if n > 1: break
        continue
    elif [x][0] == 133:
        n += 133
        if n > 1: break
        continue
    elif [x][0] == 134:
        n += 134
        if n > 1: break
        continue
    elif [x][0] == 135:
        n += 135
        if n > 1: break
        continue
    elif [x][0] == 136:
        n += 136
        if n > 1: break
        continue
    elif [x][0] == 137:
        n += 137
        if n > 1: break
        continue
    elif [x][0] == 138:
        n += 138
        if n > 1: break
        continue
    elif [x][0] == 139:
        n += 139
        if n > 1: break
        continue
    elif [x][0] == 140:
        n += 140
        if n > 1: break
        continue
    elif [x][0] == 141:
        n += 141
        if n > 1: break
        continue
    elif [x][0] == 142:
        n += 142
        if n > 1: break
        continue
    elif [x][0] == 143:
        n += 143
        if n > 1: break
        continue
    elif [x][0] == 144:
        n += 144
        if n > 1: break
        continue
    elif [x][0] == 145:
        n += 145
        if n > 1: break
        continue
    elif [x][0] == 146:
        n += 146
        if n > 1: break
        continue
    elif [x][0] == 147:
        n += 147
        if n > 1: break
        continue
    elif [x][0] == 148:
        n += 148
        if n > 1: break
        continue
    elif [x][0] == 149:
        n += 149
        if n > 1: break
        continue
    elif [x][0] == 150:
        n += 150
        if n > 1: break
        continue
    elif [x][0] == 151:
        n += 151
        if n > 1: break
        continue
    elif [x][0] == 152:
        n += 152
        if n > 1: break
        continue
    elif [x][0] == 153:
        n += 153
        if n > 1: break
        continue
    elif [x][0] == 154:
        n += 154
        if n > 1: break
        continue
    elif [x][0] == 155:
        n += 155
        if n > 1: break
        continue
    elif [x][0] == 156:
        n += 156
        if n > 1: break
        continue
    elif [x][0] == 157:
        n += 157
        if n > 1: break
        continue
    elif [x][0] == 158:
        n += 158
        if n > 1: break
        continue
    elif [x][0] == 159:
        n += 159
        if n > 1: break
        continue
    elif [x][0] == 160:
        n += 160
        if n > 1: break
        continue
    elif [x][0] == 161:
        n += 161
        if n > 1: break
        continue
    elif [x][0] == 162:
        n += 162
        if n > 1: break
        continue
    elif [x][0] == 163:
        n += 163
        if n > 1: break
        continue
    elif [x][0] == 164:
        n += 164
        if n > 1: break
        continue
    elif [x][0] == 165:
        n += 165
        if n > 1: break
        continue
    elif [x][0] == 166:
        n += 166
        if n > 1: break
        continue
    elif [x][0] == 167:
        n += 167
        if n > 1: break
        continue
    elif [x][0] == 168:
        n += 168
        if n > 1: break
        continue
    elif [x][0] == 169:
        n += 169
        if n > 1: break
        continue
    elif [x][0] == 170:
        n += 170
        if n > 1: break
        continue
    elif [x][0] == 171:
        n += 171
        if n > 1: break
        continue
    elif [x][0] == 172:
        n += 172
        if n > 1: break
        continue
    elif [x][0] == 173:
        n += 173
        if n > 1: break
        continue
    elif [x][0] == 174:
        n += 174
        if n > 1: break
        continue
    elif [x][0] == 175:
        n += 175
        if n > 1: break
        continue
    elif [x][0] == 176:
        n += 176
        if n > 1: break
        continue
    elif [x][0] == 177:
        n += 177
        if n > 1: break
        continue
    elif [x][0] == 178:
        n += 178
        if n > 1: break
        continue
    elif [x][0] == 179:
        n += 179
        if n > 1: break
        continue
    elif [x][0] == 180:
        n += 180
        if n > 1: break
        continue
    elif [x][0] == 181:
        n += 181
        if n > 1: break
        continue
    elif [x][0] == 182:
        n += 182
        if n > 1: break
        continue
    elif [x][0] == 183:
        n += 183
        if n > 1: break
        continue
    elif [x][0] == 184:
        n += 184
        if n > 1: break
        continue
    elif [x][0] == 185:
        n += 185
        if n > 1: break
        continue
    elif [x][0] == 186:
        n += 186
        if n > 1: break
        continue
    elif [x][0] == 187:
        n += 187
        if n > 1: break
        continue
    elif [x][0] == 188:
        n += 188
        if n > 1: break
        continue
    elif [x][0] == 189:
        n += 189
        if n > 1: break
        continue
    elif [x][0] == 190:
        n += 190
        if n > 1: break
        continue
    elif [x][0] == 191:
        n += 191
        if n > 1: break
        continue
    elif [x][0] == 192:
        n += 192
        if n > 1: break
        continue
    elif [x][0] == 193:
        n += 193
        if n > 1: break
        continue
    elif [x][0] == 194:
        n += 194
        if n > 1: break
        continue
    elif [x][0] == 195:
        n += 195
        if n > 1: break
        continue
    elif [x][0] == 196:
        n += 196
        if n > 1: break
        continue
    elif [x][0] == 197:
        n += 197
        if n > 1: break
        continue
    elif [x][0] == 198:
        n += 198
        if n > 1: break
        continue
    elif [x][0] == 199:
        n += 199
        if n > 1: break
        continue
    elif [x][0] == 200:
        n += 200
        if n > 1: break
        continue
    elif [x][0] == 201:
        n += 201
        if n > 1: break
        continue
    elif [x][0] == 202:
        n += 202
        if n > 1: break
        continue
    elif [x][0] == 203:
        n += 203
        if n > 1: break
        continue
    elif [x][0] == 204:
        n += 204
        if n > 1: break
        continue
    elif [x][0] == 205:
        n += 205
        if n > 1: break
        continue
    elif [x][0] == 206:
        n += 206
        if n > 1: break
        continue
    elif [x][0] == 207:
        n += 207
        if n > 1: break
        continue
    elif [x][0] == 208:
        n += 208
        if n > 1: break
        continue
    elif [x][0] == 209:
        n += 209
        if n > 1: break
        continue
    elif [x][0] == 210:
        n += 210
        if n > 1: break
        continue
    elif [x][0] == 211:
        n += 211
        if n > 1: break
        continue
    elif [x][0] == 212:
        n += 212
        if n > 1: break
        continue
    elif [x][0] == 213:
        n += 213
        if n > 1: break
        continue
    elif [x][0] == 214:
        n += 214
        if n > 1: break
        continue
    elif [x][0] == 215:
        n += 215
        if n > 1: break
        continue
    elif [x][0] == 216:
        n += 216
        if n > 1: break
        continue
    elif [x][0] == 217:
        n += 217
        if n > 1: break
        continue
    elif [x][0] == 218:
        n += 218
        if n > 1: break
        continue
    elif [x][0] == 219:
        n += 219
        if n > 1: break
        continue
    elif [x][0] == 220:
        n += 220
        if n > 1: break
        continue
    elif [x][0] == 221:
        n += 221
        if n > 1: break
        continue
    elif [x][0] == 222:
        n += 222
        if n > 1: break
        continue
    elif [x][0] == 223:
        n += 223
        if n > 1: break
        continue
    elif [x][0] == 224:
        n += 224
        if n > 1: break
        continue
    elif [x][0] == 225:
        n += 225
        if n > 1: break
        continue
    elif [x][0] == 226:
        n += 226
        if n > 1: break
        continue
    elif [x][0] == 227:
        n += 227
        if n > 1: break
        continue
    elif [x][0] == 228:
        n += 228
        if n > 1: break
        continue
    elif [x][0] == 229:
        n += 229
        if n > 1: break
        continue
    elif [x][0] == 230:
        n += 230
        if n > 1: break
        continue
    elif [x][0] == 231:
        n += 231
        if n > 1: break
        continue
    elif [x][0] == 232:
        n += 232
        if n > 1: break
        continue
    elif [x][0] == 233:
        n += 233
        if n > 1: break
        continue
    elif [x][0] == 234:
        n += 234
        if n > 1: break
        continue
    elif [x][0] == 235:
        n += 235
        if n > 1: break
        continue
    elif [x][0] == 236:
        n += 236
        if n > 1: break
        continue
    elif [x][0] == 237:
        n += 237
        if n > 1: break
        continue
    elif [x][0] == 238:
        n += 238
        if n > 1: break
        continue
    elif [x][0] == 239:
        n += 239
        if n > 1: break
        continue
    elif [x][0] == 240:
        n += 240
        if n > 1: break
        continue
    elif [x][0] == 241:
        n += 241
        if n > 1: break
        continue
    elif [x][0] == 242:
        n += 242
        if n > 1: break
        continue
    elif [x][0] == 243:
        n += 243
        if n > 1: break
        continue
    elif [x][0] == 244:
        n += 244
        if n > 1: break
        continue
    elif [x][0] == 245:
        n += 245
        if n > 1: break
        continue
    elif [x][0] == 246:
        n += 246
        if n > 1: break
        continue
    elif [x][0] == 247:
        n += 247
        if n > 1: break
        continue
    elif [x][0] == 248:
        n += 248
        if n > 1: break
        continue
    elif [x][0] == 249:
        n += 249
        if n > 1: break
        continue
    elif [x][0] == 250:
        n += 250
        if n > 1: break
        continue
    elif [x][0] == 251:
        n += 251
        if n > 1: break
        continue
    elif [x][0] == 252:
        n += 252
        if n > 1: break
        continue
    elif [x][0] == 253:
        n += 253
        if n > 1: break
        continue
    elif [x][0] == 254:
        n += 254
        if n > 1: break
        continue
    elif [x][0] == 255:
        n += 255
        if n > 1: break
        continue
    elif [x][0] == 256:
        n += 256
        if n > 1: break
        continue
    elif [x][0] == 257:
        n += 257
        if n > 1: break
        continue
    elif [x][0] == 258:
        n += 258
        if n > 1: break
        continue
    elif [x][0] == 259:
        n += 259
        if n > 1: break
        continue
    elif [x][0] == 260:
        n += 260
        if n > 1: break
        continue
    elif [x][0] == 261:
        n += 261
        if n > 1: break
        continue
    elif [x][0] == 262:
        n += 262
        if n > 1: break
        continue
    elif [x][0] == 263:
        n += 263
        if n > 1: break
        continue
    elif [x][0] == 264:
        n += 264
        if n > 1: break
        continue
    elif [x][0] == 265:
        n += 265
        if n > 1: break
        continue
    elif [x][0] == 266:
        n += 266
        if n > 1: break
        continue
    elif [x][0] == 267:
        n += 267
        if n > 1: break
        continue
    elif [x][0] == 268:
        n += 268
        if n > 1: break
        continue
    elif [x][0] == 269:
        n += 269
        if n > 1: break
        continue
    elif [x][0] == 270:
        n += 270
        if n > 1: break
        continue
    elif [x][0] == 271:
        n += 271
        if n > 1: break
        continue
    elif [x][0] == 272:
        n += 272
        if n > 1: break
        continue
    elif [x][0] == 273:
        n += 273
        if n > 1: break
        continue
    elif [x][0] == 274:
        n += 274
        if n > 1: break
        continue
    elif [x][0] == 275:
        n += 275
        if n > 1: break
        continue
    elif [x][0] == 276:
        n += 276
        if n > 1: break
        continue
    elif [x][0] == 277:
        n += 277
        if n > 1: break
        continue
    elif [x][0] == 278:
        n += 278
        if n > 1: break
        continue
    elif [x][0] == 279:
        n += 279
        if n > 1: break
        continue
    elif [x][0] == 280:
        n += 280
        if n > 1: break
        continue
    elif [x][0] == 281:
        n += 281
        if n > 1: break
        continue
    elif [x][0] == 282:
        n += 282
        if n > 1: break
        continue
    elif [x][0] == 283:
        n += 283
        if n > 1: break
        continue
    elif [x][0] == 284:
        n += 284
        if n > 1: break
        continue
    elif [x][0] == 285:
        n += 285
        if n > 1: break
        continue
    elif [x][0] == 286:
        n += 286
        if n > 1: break
        continue
    elif [x][0] == 287:
        n += 287
        if n > 1: break
        continue
    elif [x][0] == 288:
        n += 288
        if n > 1: break
        continue
    elif [x][0] == 289:
        n += 289
        if n > 1: break
        continue
    elif [x][0] == 290:
        n += 290
        if n > 1: break
        continue
    elif [x][0] == 291:
        n += 291
        if n > 1: break
        continue
    elif [x][0] == 292:
        n += 292
        if n > 1: break
        continue
    elif [x][0] == 293:
        n += 293
        if n > 1: break
        continue
    elif [x][0] == 294:
        n += 294
        if n > 1: break
        continue
    elif [x][0] == 295:
        n += 295
        if n > 1: break
        continue
    elif [x][0] == 296:
        n += 296
        if n > 1: break
        continue
    elif [x][0] == 297:
        n += 297
        if n > 1: break
        continue
    elif [x][0] == 298:
        n += 298
        if n > 1: break
        continue
    elif [x][0] == 299:
        n += 299
        if n > 1: break
        continue
print(n)
