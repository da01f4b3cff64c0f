-- a library function that raises without a place
coroutine.yield()
