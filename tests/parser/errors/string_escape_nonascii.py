s = "日本" + "\N{NO SUCH NAME}"
