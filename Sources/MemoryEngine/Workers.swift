import Foundation

/// Runs the same job on a number of threads and waits for all of them.
enum Workers {
    static func run(count: Int, _ job: @escaping @Sendable () -> Void) {
        guard count > 1 else { job(); return }
        let group = DispatchGroup()
        for _ in 0..<count {
            let thread = Thread {
                job()
                group.leave()
            }
            thread.stackSize = 8 << 20
            group.enter()
            thread.start()
        }
        group.wait()
    }
}

/// Facts about the machine.
enum System {
    static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }
}
