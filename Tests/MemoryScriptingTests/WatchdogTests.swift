import Foundation
import Synchronization
import Testing
@testable import MemoryScripting

@Suite struct WatchdogTests {
    final class Box: @unchecked Sendable { var vm: LuaVM?; var error: ScriptError? }

    /// A call that keeps running is reported with the script and hook, through the injected
    /// handler (which here interrupts the script instead of ending the process).
    @Test func aCallThatDoesNotReturnExpires() throws {
        let messages = Mutex<[String]>([])
        let dog = ScriptWatchdog(timeout: 10, checkEvery: nil) { message, state in
            messages.withLock { $0.append(message) }
            state.interrupt()
        }
        // Looked at three times: the call runs past its 10 seconds only at the third look.
        let error = try spin(under: dog, polls: [100, 105, 110]) { #expect(messages.withLock { $0 }.isEmpty) }
        #expect(messages.withLock { $0 } == ["spin.lua (loading) did not return within 10 seconds and was stopped"])
        #expect(error?.description.contains("the script did not return within 10 seconds and was stopped") == true)
    }

    /// Spins `spin.lua` on a thread of its own under `dog` and polls it by hand at each of
    /// `polls` (calling `between` after each but the last); then interrupts it itself if
    /// `interrupting`, and returns the error its loading failed with. (The chunk says when it
    /// runs: loading makes other short protected calls first, and the watchdog must first see
    /// the spinning call itself.)
    func spin(under dog: ScriptWatchdog, polls: [Double], interrupting: Bool = false,
              between: () -> Void = {}) throws -> ScriptError? {
        let box = Box()
        box.vm = try LuaVM(limits: SandboxLimits(instructions: Int.max), watchdog: dog)
        let running = DispatchSemaphore(value: 0)
        box.vm!.log = { _ in running.signal() }
        let source = ScriptSource(path: "spin.lua", bytes: Array("print('running')\nwhile true do end".utf8))
        let done = DispatchSemaphore(value: 0)
        Thread {
            do throws(ScriptError) { _ = try box.vm!.load(source) } catch { box.error = error }
            done.signal()
        }.start()
        #expect(running.wait(timeout: .now() + 60) == .success)
        for (i, t) in polls.enumerated() {
            dog.poll(now: t)
            if i < polls.count - 1 { between() }
        }
        if interrupting { box.vm!.interruptHandle.interrupt() }
        if done.wait(timeout: .now() + 60) == .timedOut {
            Issue.record("the script was not stopped")
            box.vm!.interruptHandle.interrupt()
            done.wait()
        }
        return box.error
    }

    /// By default a call past its time is interrupted, not the process ended: it fails at the
    /// script's line, as a loop that ran out of its budget does (on a busy machine the time
    /// limit can come first), and the process goes on.
    @Test func aCallPastItsTimeFailsAtItsLineAndTheProcessGoesOn() throws {
        let stuck = Mutex<[String]>([])
        let dog = ScriptWatchdog(timeout: 10, checkEvery: nil, stuck: { message in stuck.withLock { $0.append(message) } })
        let error = try spin(under: dog, polls: [100, 110])
        let text = try #require(error?.description)
        #expect(text.contains("spin.lua:2"), "\(text)")
        #expect(text.contains("did not return within 10 seconds and was stopped"), "\(text)")
        #expect(stuck.withLock { $0 }.isEmpty)
    }

    /// A call that goes on running after it was told to stop (stuck where the count hook cannot
    /// reach it) is reported as stuck once its grace has passed, not before.
    @Test func aCallThatIgnoresTheInterruptIsStuckAfterItsGrace() throws {
        let stuck = Mutex<[String]>([])
        let interrupted = Mutex(0)
        // Told to stop, this call is not: the handler only counts.
        let dog = ScriptWatchdog(timeout: 10, checkEvery: nil, expire: { _, _ in interrupted.withLock { $0 += 1 } },
                                 stuck: { message in stuck.withLock { $0.append(message) } })
        #expect(dog.grace == 10)
        var looks = 0
        _ = try spin(under: dog, polls: [100, 110, 119, 120, 200], interrupting: true) {
            looks += 1
            // After the look at 110 the call was told to stop; at 119 its grace has not passed.
            if looks >= 2 { #expect(interrupted.withLock { $0 } == 1) }
            if looks <= 3 { #expect(stuck.withLock { $0 }.isEmpty) }
        }
        #expect(stuck.withLock { $0 } == ["spin.lua (loading) did not return within 10 seconds and could not be stopped"])
        #expect(interrupted.withLock { $0 } == 1)
    }

    /// Loads a script at `path` that spins for ever under a watchdog whose own thread looks every
    /// 10 ms and stops calls older than 50 ms; returns what the watchdog reported.
    func spinUnderTheWatchdogsThread(path: String) throws -> [String] {
        let messages = Mutex<[String]>([])
        let dog = ScriptWatchdog(timeout: 0.05, checkEvery: 0.01) { message, state in
            messages.withLock { $0.append(message) }
            state.interrupt()
        }
        let vm = try LuaVM(limits: SandboxLimits(instructions: Int.max), watchdog: dog)
        // Should the thread never look, the test fails instead of spinning for ever.
        let handle = vm.interruptHandle
        DispatchQueue.global().asyncAfter(deadline: .now() + 30) { handle.interrupt() }
        let source = ScriptSource(path: path, bytes: Array("while true do end".utf8))
        #expect(throws: ScriptError.self) { _ = try vm.load(source) }
        return messages.withLock { $0 }
    }

    /// The watchdog's own thread finds a call that does not return, with nobody polling by hand.
    @Test func itsThreadStopsACallThatDoesNotReturn() throws {
        #expect(try spinUnderTheWatchdogsThread(path: "spin.lua") == ["spin.lua (loading) did not return within 0.05 seconds and was stopped"])
    }

    /// The message names the script by its path, which may hold escape sequences: the line the
    /// watchdog prints shows them, and a terminal does not obey them.
    @Test func theHungLineShowsControlCharactersVisibly() throws {
        let message = try #require(try spinUnderTheWatchdogsThread(path: "\u{1B}]2;pwned\u{07}.lua").first)
        let line = ScriptWatchdog.hungLine(message)
        #expect(line.hasPrefix("memory: error: a script hung: ^[]2;pwned^G.lua (loading) did not return"), "\(line)")
        #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    /// A handle kept beyond its state (the tests' own safety timers keep one for 30 s) touches
    /// nothing once the state is closed: it reads no calls and interrupts nothing.
    @Test func aHandleOutlivingItsStateIsInert() throws {
        var vm: LuaVM? = try LuaVM()
        let handle = try #require(vm?.interruptHandle)
        let source = ScriptSource(path: "x.lua", bytes: Array("return deck { id = 'x', name = 'x', api = 1, faces = { 'a' } }".utf8))
        _ = try vm?.load(source)
        #expect(handle.calls > 0)
        vm = nil
        #expect(handle.calls == 0)
        handle.interrupt()
        #expect(handle.currentLabel == "a script")
    }

    @Test func callsThatReturnDoNotExpire() throws {
        let expired = Mutex(0)
        let dog = ScriptWatchdog(timeout: 1, checkEvery: nil) { _, _ in expired.withLock { $0 += 1 } }
        let vm = try LuaVM(watchdog: dog)
        for t in 0..<5 {
            _ = try vm.load(ScriptSource(path: "ok\(t).lua", bytes: Array("return rules { id = 'x', name = 'x', api = 1 }".utf8)))
            dog.poll(now: Double(t) * 10)
        }
        #expect(expired.withLock { $0 } == 0)
    }
}

/// A test file's body is one call that spends its time in the games it deals and plays: it is
/// watched by the tests' own watchdog (60 seconds), not by the hooks' 5-second one.
@Suite struct TestFileWatchdogTests {
    @Test func aTestBodyIsWatchedByTheTestsWatchdog() throws {
        #expect(ScriptWatchdog.tests.timeout >= 60 && ScriptWatchdog.shared.timeout == 5)
        // The body spins until the watchdog given to the runner stops it: so that one, and
        // not the hooks' watchdog, watches the body.
        let stopped = Mutex<[String]>([])
        let dog = ScriptWatchdog(timeout: 0.05, checkEvery: 0.01) { message, state in
            stopped.withLock { $0.append(message) }
            state.interrupt()
        }
        let folder = try ScriptTestRunnerTests.folder(["spin_test.lua": """
        test("spins", function()
          local g = game { board = { "a", "a" } }
          while true do end
        end)
        """])
        let results = ScriptTests.run(file: folder + "/spin_test.lua", catalogue: ScriptTestRunnerTests.catalogue,
                                      limits: SandboxLimits(instructions: Int.max), watchdog: dog)
        #expect(results.map(\.passed) == [false])
        #expect(stopped.withLock { $0 }.count == 1)
        #expect(stopped.withLock { $0 }.first?.contains("spin_test.lua") == true)
    }
}
