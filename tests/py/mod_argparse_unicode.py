# Help and usage widths count characters, not bytes, for non-ASCII names and help.
import argparse
p = argparse.ArgumentParser(prog="café", description="Gère l'inventaire — éléments.")
p.add_argument("--entrée", metavar="FICHIER", help="fichier d'entrée à lire")
p.add_argument("-é", action="store_true", help="drapeau")
p.add_argument("données", nargs="*", help="les données")
p.print_help()
print(p.parse_args(["--entrée", "x", "-é", "a"]))
