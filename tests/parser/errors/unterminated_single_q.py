s = 'it
