local socket = require("socket")
