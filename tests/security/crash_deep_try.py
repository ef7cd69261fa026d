# 60 nested try blocks
try:
    try:
        try:
            try:
                try:
                    try:
                        try:
                            try:
                                try:
                                    try:
                                        try:
                                            try:
                                                try:
                                                    try:
                                                        try:
                                                            try:
                                                                try:
                                                                    try:
                                                                        try:
                                                                            try:
                                                                                try:
                                                                                    try:
                                                                                        try:
                                                                                            try:
                                                                                                try:
                                                                                                    try:
                                                                                                        try:
                                                                                                            try:
                                                                                                                try:
                                                                                                                    try:
                                                                                                                        try:
                                                                                                                            try:
                                                                                                                                try:
                                                                                                                                    try:
                                                                                                                                        try:
                                                                                                                                            try:
                                                                                                                                                try:
                                                                                                                                                    try:
                                                                                                                                                        try:
                                                                                                                                                            try:
                                                                                                                                                                try:
                                                                                                                                                                    try:
                                                                                                                                                                        try:
                                                                                                                                                                            try:
                                                                                                                                                                                try:
                                                                                                                                                                                    try:
                                                                                                                                                                                        try:
                                                                                                                                                                                            try:
                                                                                                                                                                                                try:
                                                                                                                                                                                                    try:
                                                                                                                                                                                                        try:
                                                                                                                                                                                                            try:
                                                                                                                                                                                                                try:
                                                                                                                                                                                                                    try:
                                                                                                                                                                                                                        try:
                                                                                                                                                                                                                            try:
                                                                                                                                                                                                                                try:
                                                                                                                                                                                                                                    try:
                                                                                                                                                                                                                                        try:
                                                                                                                                                                                                                                            try:
                                                                                                                                                                                                                                                x = 1 / 0
                                                                                                                                                                                                                                            except ZeroDivisionError:
                                                                                                                                                                                                                                                print('caught', 59)
                                                                                                                                                                                                                                        except ValueError:
                                                                                                                                                                                                                                            pass
                                                                                                                                                                                                                                    except ValueError:
                                                                                                                                                                                                                                        pass
                                                                                                                                                                                                                                except ValueError:
                                                                                                                                                                                                                                    pass
                                                                                                                                                                                                                            except ValueError:
                                                                                                                                                                                                                                pass
                                                                                                                                                                                                                        except ValueError:
                                                                                                                                                                                                                            pass
                                                                                                                                                                                                                    except ValueError:
                                                                                                                                                                                                                        pass
                                                                                                                                                                                                                except ValueError:
                                                                                                                                                                                                                    pass
                                                                                                                                                                                                            except ValueError:
                                                                                                                                                                                                                pass
                                                                                                                                                                                                        except ValueError:
                                                                                                                                                                                                            pass
                                                                                                                                                                                                    except ValueError:
                                                                                                                                                                                                        pass
                                                                                                                                                                                                except ValueError:
                                                                                                                                                                                                    pass
                                                                                                                                                                                            except ValueError:
                                                                                                                                                                                                pass
                                                                                                                                                                                        except ValueError:
                                                                                                                                                                                            pass
                                                                                                                                                                                    except ValueError:
                                                                                                                                                                                        pass
                                                                                                                                                                                except ValueError:
                                                                                                                                                                                    pass
                                                                                                                                                                            except ValueError:
                                                                                                                                                                                pass
                                                                                                                                                                        except ValueError:
                                                                                                                                                                            pass
                                                                                                                                                                    except ValueError:
                                                                                                                                                                        pass
                                                                                                                                                                except ValueError:
                                                                                                                                                                    pass
                                                                                                                                                            except ValueError:
                                                                                                                                                                pass
                                                                                                                                                        except ValueError:
                                                                                                                                                            pass
                                                                                                                                                    except ValueError:
                                                                                                                                                        pass
                                                                                                                                                except ValueError:
                                                                                                                                                    pass
                                                                                                                                            except ValueError:
                                                                                                                                                pass
                                                                                                                                        except ValueError:
                                                                                                                                            pass
                                                                                                                                    except ValueError:
                                                                                                                                        pass
                                                                                                                                except ValueError:
                                                                                                                                    pass
                                                                                                                            except ValueError:
                                                                                                                                pass
                                                                                                                        except ValueError:
                                                                                                                            pass
                                                                                                                    except ValueError:
                                                                                                                        pass
                                                                                                                except ValueError:
                                                                                                                    pass
                                                                                                            except ValueError:
                                                                                                                pass
                                                                                                        except ValueError:
                                                                                                            pass
                                                                                                    except ValueError:
                                                                                                        pass
                                                                                                except ValueError:
                                                                                                    pass
                                                                                            except ValueError:
                                                                                                pass
                                                                                        except ValueError:
                                                                                            pass
                                                                                    except ValueError:
                                                                                        pass
                                                                                except ValueError:
                                                                                    pass
                                                                            except ValueError:
                                                                                pass
                                                                        except ValueError:
                                                                            pass
                                                                    except ValueError:
                                                                        pass
                                                                except ValueError:
                                                                    pass
                                                            except ValueError:
                                                                pass
                                                        except ValueError:
                                                            pass
                                                    except ValueError:
                                                        pass
                                                except ValueError:
                                                    pass
                                            except ValueError:
                                                pass
                                        except ValueError:
                                            pass
                                    except ValueError:
                                        pass
                                except ValueError:
                                    pass
                            except ValueError:
                                pass
                        except ValueError:
                            pass
                    except ValueError:
                        pass
                except ValueError:
                    pass
            except ValueError:
                pass
        except ValueError:
            pass
    except ValueError:
        pass
except ValueError:
    pass
