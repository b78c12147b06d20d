print("navigatable-ribs: the shell is not built yet.")
