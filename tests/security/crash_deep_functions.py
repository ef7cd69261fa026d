# cpython: same
# 60 nested function definitions, each closing over the one outside
def f0():
    v0 = 0
    def f1():
        v1 = 1
        def f2():
            v2 = 2
            def f3():
                v3 = 3
                def f4():
                    v4 = 4
                    def f5():
                        v5 = 5
                        def f6():
                            v6 = 6
                            def f7():
                                v7 = 7
                                def f8():
                                    v8 = 8
                                    def f9():
                                        v9 = 9
                                        def f10():
                                            v10 = 10
                                            def f11():
                                                v11 = 11
                                                def f12():
                                                    v12 = 12
                                                    def f13():
                                                        v13 = 13
                                                        def f14():
                                                            v14 = 14
                                                            def f15():
                                                                v15 = 15
                                                                def f16():
                                                                    v16 = 16
                                                                    def f17():
                                                                        v17 = 17
                                                                        def f18():
                                                                            v18 = 18
                                                                            def f19():
                                                                                v19 = 19
                                                                                def f20():
                                                                                    v20 = 20
                                                                                    def f21():
                                                                                        v21 = 21
                                                                                        def f22():
                                                                                            v22 = 22
                                                                                            def f23():
                                                                                                v23 = 23
                                                                                                def f24():
                                                                                                    v24 = 24
                                                                                                    def f25():
                                                                                                        v25 = 25
                                                                                                        def f26():
                                                                                                            v26 = 26
                                                                                                            def f27():
                                                                                                                v27 = 27
                                                                                                                def f28():
                                                                                                                    v28 = 28
                                                                                                                    def f29():
                                                                                                                        v29 = 29
                                                                                                                        def f30():
                                                                                                                            v30 = 30
                                                                                                                            def f31():
                                                                                                                                v31 = 31
                                                                                                                                def f32():
                                                                                                                                    v32 = 32
                                                                                                                                    def f33():
                                                                                                                                        v33 = 33
                                                                                                                                        def f34():
                                                                                                                                            v34 = 34
                                                                                                                                            def f35():
                                                                                                                                                v35 = 35
                                                                                                                                                def f36():
                                                                                                                                                    v36 = 36
                                                                                                                                                    def f37():
                                                                                                                                                        v37 = 37
                                                                                                                                                        def f38():
                                                                                                                                                            v38 = 38
                                                                                                                                                            def f39():
                                                                                                                                                                v39 = 39
                                                                                                                                                                def f40():
                                                                                                                                                                    v40 = 40
                                                                                                                                                                    def f41():
                                                                                                                                                                        v41 = 41
                                                                                                                                                                        def f42():
                                                                                                                                                                            v42 = 42
                                                                                                                                                                            def f43():
                                                                                                                                                                                v43 = 43
                                                                                                                                                                                def f44():
                                                                                                                                                                                    v44 = 44
                                                                                                                                                                                    def f45():
                                                                                                                                                                                        v45 = 45
                                                                                                                                                                                        def f46():
                                                                                                                                                                                            v46 = 46
                                                                                                                                                                                            def f47():
                                                                                                                                                                                                v47 = 47
                                                                                                                                                                                                def f48():
                                                                                                                                                                                                    v48 = 48
                                                                                                                                                                                                    def f49():
                                                                                                                                                                                                        v49 = 49
                                                                                                                                                                                                        def f50():
                                                                                                                                                                                                            v50 = 50
                                                                                                                                                                                                            def f51():
                                                                                                                                                                                                                v51 = 51
                                                                                                                                                                                                                def f52():
                                                                                                                                                                                                                    v52 = 52
                                                                                                                                                                                                                    def f53():
                                                                                                                                                                                                                        v53 = 53
                                                                                                                                                                                                                        def f54():
                                                                                                                                                                                                                            v54 = 54
                                                                                                                                                                                                                            def f55():
                                                                                                                                                                                                                                v55 = 55
                                                                                                                                                                                                                                def f56():
                                                                                                                                                                                                                                    v56 = 56
                                                                                                                                                                                                                                    def f57():
                                                                                                                                                                                                                                        v57 = 57
                                                                                                                                                                                                                                        def f58():
                                                                                                                                                                                                                                            v58 = 58
                                                                                                                                                                                                                                            def f59():
                                                                                                                                                                                                                                                v59 = 59
                                                                                                                                                                                                                                                return v0 + v59
                                                                                                                                                                                                                                        return f59()
                                                                                                                                                                                                                                    return f58()
                                                                                                                                                                                                                                return f57()
                                                                                                                                                                                                                            return f56()
                                                                                                                                                                                                                        return f55()
                                                                                                                                                                                                                    return f54()
                                                                                                                                                                                                                return f53()
                                                                                                                                                                                                            return f52()
                                                                                                                                                                                                        return f51()
                                                                                                                                                                                                    return f50()
                                                                                                                                                                                                return f49()
                                                                                                                                                                                            return f48()
                                                                                                                                                                                        return f47()
                                                                                                                                                                                    return f46()
                                                                                                                                                                                return f45()
                                                                                                                                                                            return f44()
                                                                                                                                                                        return f43()
                                                                                                                                                                    return f42()
                                                                                                                                                                return f41()
                                                                                                                                                            return f40()
                                                                                                                                                        return f39()
                                                                                                                                                    return f38()
                                                                                                                                                return f37()
                                                                                                                                            return f36()
                                                                                                                                        return f35()
                                                                                                                                    return f34()
                                                                                                                                return f33()
                                                                                                                            return f32()
                                                                                                                        return f31()
                                                                                                                    return f30()
                                                                                                                return f29()
                                                                                                            return f28()
                                                                                                        return f27()
                                                                                                    return f26()
                                                                                                return f25()
                                                                                            return f24()
                                                                                        return f23()
                                                                                    return f22()
                                                                                return f21()
                                                                            return f20()
                                                                        return f19()
                                                                    return f18()
                                                                return f17()
                                                            return f16()
                                                        return f15()
                                                    return f14()
                                                return f13()
                                            return f12()
                                        return f11()
                                    return f10()
                                return f9()
                            return f8()
                        return f7()
                    return f6()
                return f5()
            return f4()
        return f3()
    return f2()
return f1()
print(f0())
