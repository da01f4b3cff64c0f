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
        let box = Box()
        box.vm = try LuaVM(limits: SandboxLimits(instructions: Int.max), watchdog: dog)
        // The chunk says when it runs: loading makes other short protected calls first, and
        // the watchdog must first see the spinning call itself.
        let running = DispatchSemaphore(value: 0)
        box.vm!.log = { _ in running.signal() }
        let source = ScriptSource(path: "spin.lua", bytes: Array("print('running') while true do end".utf8))
        let done = DispatchSemaphore(value: 0)
        Thread {
            do throws(ScriptError) { _ = try box.vm!.load(source) } catch { box.error = error }
            done.signal()
        }.start()
        #expect(running.wait(timeout: .now() + 60) == .success)
        dog.poll(now: 100)
        #expect(messages.withLock { $0 }.isEmpty)
        dog.poll(now: 105)
        #expect(messages.withLock { $0 }.isEmpty)
        dog.poll(now: 110)
        if done.wait(timeout: .now() + 60) == .timedOut {
            Issue.record("the script was not stopped")
            box.vm!.interruptHandle.interrupt()
            done.wait()
        }
        #expect(messages.withLock { $0 } == ["spin.lua (loading) did not return within 10 seconds and was stopped"])
        #expect(box.error?.description.contains("the script was interrupted") == true)
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
