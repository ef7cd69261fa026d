# Withheld module 'tkinter': the import fails with ImportError (the attack on the next line never runs)
try:
    import tkinter
    tkinter.Tk()
    print("escaped: tkinter imported")
except ImportError as e:
    print(type(e).__name__ + ":", str(e).split(";")[0])
