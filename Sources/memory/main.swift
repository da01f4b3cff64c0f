import MemoryCLI
MemoryCLI.main()
