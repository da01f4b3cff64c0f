return rules { id = "future", name = "Future", api = 3 }
