import TactileCore
import TactileEngine

import Testing

/// The scripted type's parameter validation, which the engine's `scripted` type reuses.
@Suite struct ScriptRuleTests {
    static func rule(_ entries: [(String, ParameterValue)]) -> ParameterValue {
        .map(entries.map { ParameterValue.MapEntry(key: $0.0, value: $0.1) })
    }

    @Test func parsesAScript() throws {
        let parameters = try ScriptedParameters.parse([
            .init(key: "continuous", value: .bool(true)),
            .init(key: "ignore", value: .string("allButFirst")),
            .init(key: "script", value: .list([
                Self.rule([("when", .string("touchesMoved")), ("nth", .number(1)), ("state", .string("began"))]),
                Self.rule([("when", .string("touchesMoved")), ("after", .number(1)), ("state", .string("changed"))]),
                Self.rule([("when", .string("allTouchesEnded")), ("state", .string("ended"))]),
            ])),
        ])
        #expect(parameters == ScriptedParameters(continuous: true, ignore: .allButFirst, script: [
            ScriptRule(when: .touchesMoved, nth: 1, state: .began),
            ScriptRule(when: .touchesMoved, after: 1, state: .changed),
            ScriptRule(when: .allTouchesEnded, state: .ended),
        ]))
    }

    @Test func defaults() throws {
        #expect(try ScriptedParameters.parse([]) == ScriptedParameters())
    }

    func error(_ script: [ParameterValue]) -> ParameterError? {
        do {
            _ = try ScriptRule.parseScript(.list(script))
            return nil
        } catch {
            return error
        }
    }

    @Test func ruleErrorsNameTheRuleAndKey() {
        let ok = Self.rule([("when", .string("touchesBegan")), ("state", .string("began"))])
        #expect(error([ok, Self.rule([("when", .string("touchesMovd")), ("state", .string("began"))])])
            == ParameterError(key: "script.1.when", message:
                "expected one of touchesBegan, touchesMoved, touchesEnded, allTouchesEnded, touchesCancelled, got touchesMovd"))
        #expect(error([Self.rule([("when", .string("touchesBegan")), ("state", .string("possible"))])])
            == ParameterError(key: "script.0.state", message:
                "expected one of began, changed, ended, cancelled, failed, recognized, got possible"))
        #expect(error([Self.rule([("state", .string("began"))])])
            == ParameterError(key: "script.0", message: "missing required key 'when'"))
        #expect(error([Self.rule([("when", .string("touchesBegan"))])])
            == ParameterError(key: "script.0", message: "missing required key 'state'"))
        #expect(error([Self.rule([("when", .string("touchesBegan")), ("nth", .number(0)), ("state", .string("began"))])])
            == ParameterError(key: "script.0.nth", message: "expected an integer ≥ 1, got 0"))
        #expect(error([Self.rule([("when", .string("touchesBegan")), ("after", .number(1.5)), ("state", .string("began"))])])
            == ParameterError(key: "script.0.after", message: "expected an integer ≥ 0, got 1.5"))
        #expect(error([Self.rule([
            ("when", .string("touchesBegan")), ("nth", .number(1)), ("after", .number(1)), ("state", .string("began")),
        ])]) == ParameterError(key: "script.0.after", message: "nth and after cannot be combined in one rule"))
        #expect(error([Self.rule([("when", .string("touchesBegan")), ("state", .string("began")), ("then", .bool(true))])])
            == ParameterError(key: "script.0.then", message: "unknown key; allowed keys: when, nth, after, state"))
        #expect(error([.string("touchesBegan")])
            == ParameterError(key: "script.0", message: "expected a rule such as {when: touchesBegan, state: began}, got a string"))
    }

    @Test func parameterErrors() {
        #expect(throws: ParameterError(key: "ignore", message: "expected none or allButFirst, got all")) {
            try ScriptedParameters.parse([.init(key: "ignore", value: .string("all"))])
        }
        #expect(throws: ParameterError(key: "continuous", message: "expected a boolean, got a string")) {
            try ScriptedParameters.parse([.init(key: "continuous", value: .string("yes"))])
        }
        #expect(throws: ParameterError(key: "script", message: "expected a list of rules, got a mapping")) {
            try ScriptedParameters.parse([.init(key: "script", value: .map([]))])
        }
    }
}
