// Table-driven tests of RustealEnumValues: each row is an enum body (or a header) and the values
// it must give, or the words its refusal must contain. Exits non-zero, naming every failed row.
using System;
using System.Collections.Generic;
using System.Linq;
using Rusteal.Exporter;

public static class EnumValuesTests
{
    struct Row
    {
        public string Name, Body, Expected, ErrorContains;
    }

    static string Render(EnumEvaluation e) { return string.Join(", ", e.Values.Select(kv => kv.Key + "=" + kv.Value)); }

    public static int Main()
    {
        var rows = new List<Row>
        {
            new Row { Name = "implicit values count up from the previous", Body = "A, B, C = 10, D", Expected = "A=0, B=1, C=10, D=11" },
            new Row { Name = "decimal, hex, octal, binary and suffixes", Body = "A = 42u, B = 0x1F, C = 010, D = 0b101, E = 7ULL, F = 1'000", Expected = "A=42, B=31, C=8, D=5, E=7, F=1000" },
            new Row { Name = "shifts and bitwise operators", Body = "A = 1 << 0, B = 1 << 3, C = A | B, D = C & ~A, E = C ^ 0xF, F = 256 >> 4", Expected = "A=1, B=8, C=9, D=8, E=6, F=16" },
            new Row { Name = "arithmetic with C precedence and parentheses", Body = "A = 2 + 3 * 4, B = (2 + 3) * 4, C = 20 - 5 - 5, D = -(3), E = 17 % 5, F = 9 / 2", Expected = "A=14, B=20, C=10, D=-3, E=2, F=4" },
            new Row { Name = "shift binds looser than plus", Body = "A = 1 << 2 + 1", Expected = "A=8" },
            new Row { Name = "qualified references to earlier entries", Body = "First = 3, Second = E::First + 1, Last = Second", Expected = "First=3, Second=4, Last=4" },
            new Row { Name = "known constants", Body = "Max = MAX_uint8, None = INDEX_NONE", Expected = "Max=255, None=-1" },
            new Row { Name = "comments and UMETA are ignored", Body = "A = 1, // one\n B /* two */ = 2 UMETA(DisplayName = \"Two, really\"),\n C UMETA(Hidden)", Expected = "A=1, B=2, C=3" },
            new Row { Name = "a trailing comma is fine", Body = "A,\n B,\n", Expected = "A=0, B=1" },
            new Row { Name = "gives up on preprocessor lines", Body = "A = 1,\n#if WITH_EDITOR\n B,\n#endif\n", ErrorContains = "preprocessor line (`#if WITH_EDITOR`)" },
            new Row { Name = "gives up on an unknown name, naming the entry and the text", Body = "A = 1, B = A + Unknown", ErrorContains = "E::B: cannot evaluate `A + Unknown`: `Unknown` is not an earlier entry or a known constant" },
            new Row { Name = "gives up on a later entry", Body = "A = B, B = 1", ErrorContains = "E::A: cannot evaluate `B`" },
            new Row { Name = "gives up on a function call", Body = "A = sizeof(int)", ErrorContains = "E::A: cannot evaluate `sizeof(int)`" },
            new Row { Name = "gives up on an unclosed parenthesis", Body = "A = (1 << 2", ErrorContains = "a `(` is not closed" },
            new Row { Name = "gives up on a bad literal", Body = "A = 0xZZ", ErrorContains = "`0xZZ` is not an integer literal" },
            new Row { Name = "gives up on division by zero", Body = "A = 1 / 0", ErrorContains = "division by zero" },
        };

        int failed = 0;
        foreach (var row in rows)
        {
            var result = RustealEnumValues.EvaluateBody("E", row.Body, RustealEnumValues.KnownConstants);
            string problem = null;
            if (row.ErrorContains != null)
            {
                if (result.Error == null) problem = "expected a refusal, got " + Render(result);
                else if (!result.Error.Contains(row.ErrorContains)) problem = "refusal `" + result.Error + "` lacks `" + row.ErrorContains + "`";
            }
            else if (result.Error != null) problem = "refused: " + result.Error;
            else if (Render(result) != row.Expected) problem = "got " + Render(result) + ", expected " + row.Expected;
            Console.WriteLine((problem == null ? "ok   " : "FAIL ") + row.Name + (problem == null ? "" : ": " + problem));
            if (problem != null) ++failed;
        }

        // Finding the body in a header: enum class with a base, a namespaced enum, and a missing one.
        const string header = "UENUM()\nenum class EFoo : uint8 { A = 1 << 1, B };\nUENUM()\nnamespace EBar { enum Type { X = 3, Y }; }\n";
        var checks = new[]
        {
            Tuple.Create("EFoo", "A=2, B=3", (string)null),
            Tuple.Create("EBar", "X=3, Y=4", (string)null),
            Tuple.Create("EMissing", (string)null, "EMissing: its declaration is not in the header"),
        };
        foreach (var c in checks)
        {
            var result = RustealEnumValues.EvaluateFromHeader(header, c.Item1, RustealEnumValues.KnownConstants);
            bool ok = c.Item3 != null ? result.Error == c.Item3 : result.Error == null && Render(result) == c.Item2;
            Console.WriteLine((ok ? "ok   " : "FAIL ") + "header lookup of " + c.Item1 + (ok ? "" : ": " + (result.Error ?? Render(result))));
            if (!ok) ++failed;
        }
        Console.WriteLine(failed == 0 ? "all passed" : failed + " failed");
        return failed == 0 ? 0 : 1;
    }
}
