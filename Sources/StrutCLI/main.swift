import Strut

print("strut: the command line tool is being built (see issue 7)")
