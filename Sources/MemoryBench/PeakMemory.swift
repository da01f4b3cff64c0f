import Glibc

/// The process's peak resident set size so far.
enum PeakMemory {
    static var kilobytes: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss   // kilobytes on Linux
    }
}
