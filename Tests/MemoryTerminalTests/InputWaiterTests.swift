import Glibc
import Testing
@testable import MemoryTerminal

/// The input waiter's signals reach the main loop whichever thread the kernel hands them to.
@Suite(.serialized) struct InputWaiterTests {
    /// A signal sent to a thread that does not block it (as the game's main thread and a
    /// script's watchdog thread do not) is said by the next wait. Caught through a dispatch
    /// source it went to a no-op handler in that thread and never reached the waiter.
    /// SIGWINCH: its default action does nothing, should the handler be missing.
    @Test func aSignalThatReachesAnyThreadIsSaid() {
        let waiter = InputWaiter()
        defer { waiter.stop() }
        // The test runs on a worker thread, which blocks signals: unblock SIGWINCH here, as in
        // the game's main thread, and put the mask back afterwards.
        var winch = sigset_t(), old = sigset_t()
        sigemptyset(&winch)
        sigaddset(&winch, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &winch, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        for _ in 0..<3 {
            raise(SIGWINCH)
            guard case let .signal(number) = waiter.wait(timeout: 2) else {
                Issue.record("the signal was lost")
                return
            }
            #expect(number == SIGWINCH)
        }
    }
}
