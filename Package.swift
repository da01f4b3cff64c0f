// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "memory",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "memory", targets: ["memory"]),
        .library(name: "MemoryEngine", targets: ["MemoryEngine"]),
        .library(name: "MemoryScripting", targets: ["MemoryScripting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
    ],
    targets: [
        // System libraries (Debian packages, installed by Scripts/setup).
        // Lua's headers (as <lua5.4/lua.h>, under /usr/include); the library is linked in by
        // CLuaBridge, without pkg-config, whose `-llua5.4` picked the shared library.
        .systemLibrary(name: "CLua", providers: [.apt(["liblua5.4-dev"])]),
        // chafa's header, for the tests only: the program loads chafa (and stb) on first use,
        // through CImageLibraries.
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        .systemLibrary(name: "CUtf8proc", pkgConfig: "libutf8proc", providers: [.apt(["libutf8proc-dev"])]),
        // The few lines of C that Swift cannot do safely around Lua.
        // It links Debian's static liblua5.4.a, as the `lua5.4` interpreter does: Lua's own code
        // is then built without position-independent code, each call into it skips the PLT, and
        // no Lua library is loaded at each start.
        .target(name: "CLuaBridge", dependencies: ["CLua"], linkerSettings: [.linkedLibrary(":liblua5.4.a")]),
        // chafa and stb_image, opened the first time a picture is drawn rather than at every start.
        .target(name: "CImageLibraries"),

        // The referee: no Lua, no terminal.
        .target(name: "MemoryEngine"),
        // Packages: manifests, versions, zip archives read through ZIPFoundation, installing.
        // No Lua, no terminal.
        .target(name: "MemoryPackages", dependencies: ["MemoryEngine", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        // The Lua host: no terminal.
        .target(name: "MemoryScripting", dependencies: ["MemoryEngine", "MemoryPackages", "CLua", "CLuaBridge"]),
        // The terminal front: no Lua.
        .target(name: "MemoryTerminal", dependencies: ["MemoryEngine", "MemoryPackages", "CImageLibraries", "CUtf8proc"]),
        // SQLite through GRDB: scores, statistics, saved games.
        .target(name: "MemoryStore", dependencies: ["MemoryEngine", .product(name: "GRDB", package: "GRDB.swift")]),
        // The commands.
        .target(name: "MemoryCLI", dependencies: [
            "MemoryEngine", "MemoryScripting", "MemoryPackages", "MemoryTerminal", "MemoryStore", "CImageLibraries",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "memory", dependencies: ["MemoryCLI"], linkerSettings: [
            // --static-swift-stdlib links with -export-dynamic, which puts the program's ~8,400
            // own symbols in the dynamic symbol table although nothing loads plug-ins against
            // them; at start-up the Swift runtime's backtrace set-up calls dladdr, which scans
            // that whole table (0.3M instructions and its pages faulted in, every run).
            .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
            // The Swift runtime's C++ library, linked in statically: as a shared library,
            // libstdc++ cost every start about 2.2M instructions in the dynamic loader (some
            // 3,000 symbols bound, each looked up through the libraries loaded before it), a
            // quarter of `memory check Decks/emoji.lua`. The toolchain's own `-lstdc++` comes
            // before any flag given here, so Linker/ (searched before the compiler's folder)
            // holds a libstdc++.so that is a linker script naming libstdc++.a.
            .unsafeFlags(["-L", Context.packageDirectory + "/Linker"], .when(platforms: [.linux])),
            // Its unwinder too (libgcc_eh rather than libgcc_s.so): one library fewer to load,
            // and libgcc_s's constructor asks the CPU for its features with several `cpuid`
            // instructions, each a trip to the hypervisor on a virtual machine (5 µs here).
            .unsafeFlags(["-Xclang-linker", "-static-libgcc"], .when(platforms: [.linux])),
        ]),
        // Swift-only rules for Scripts/bench (the engine's own speed, without Lua).
        .executableTarget(name: "memory-bench", dependencies: ["MemoryEngine", "MemoryScripting"], path: "Sources/MemoryBench"),

        .testTarget(name: "MemoryEngineTests", dependencies: [
            "MemoryEngine", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // What several test targets share (scratch folders).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MemoryScriptingTests", dependencies: ["MemoryScripting", "MemoryEngine", "TestSupport"],
                    resources: [.copy("Hostile")]),
        .testTarget(name: "MemoryTerminalTests", dependencies: ["MemoryTerminal", "MemoryEngine", "MemoryPackages", "CImageLibraries", "CChafa"]),
        .testTarget(name: "MemoryPackagesTests", dependencies: [
            "MemoryPackages", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        .testTarget(name: "MemoryStoreTests", dependencies: ["MemoryStore", "MemoryEngine"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
