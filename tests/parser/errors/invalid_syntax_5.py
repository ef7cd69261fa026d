return return
