// RustealEnumValues: the values UHT leaves at -1. UHT stores a number only for entries written as a
// plain literal; anything else ((1 << 0), A | B, Max = Last + 1) is -1 in its tables, but the
// bindings need the numbers. This reads the enum's body from its header and evaluates each entry:
// integer literals (decimal, hex, octal, binary, with u/l suffixes), << >> | & ^ ~ + - * / %,
// parentheses, earlier entries of the same enum (plain or qualified) and known constants. It gives
// up, and says why, on bodies with preprocessor lines and on anything else it cannot read.
//
// Kept to the C# that Mono's mcs compiles, so the same file builds for the engine and for the
// tests here.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Rusteal.Exporter
{
    /// The result of evaluating one enum.
    public sealed class EnumEvaluation
    {
        /// Entry name to value, in declaration order.
        public List<KeyValuePair<string, long>> Values = new List<KeyValuePair<string, long>>();
        /// Why it gave up (null when it did not): names the enum, the entry and the text.
        public string Error;
    }

    public static class RustealEnumValues
    {
        /// Constants an entry may refer to, from the engine's headers.
        public static readonly Dictionary<string, long> KnownConstants = new Dictionary<string, long>
        {
            { "INDEX_NONE", -1 },
            { "MAX_uint8", 0xff },
            { "MAX_uint16", 0xffff },
            { "MAX_int32", 0x7fffffff },
            { "MAX_uint32", 0xffffffffL },
            { "EKeys::NumTouchKeys", 11 },
            { "NumTouchKeys", 11 },
        };

        /// Finds `enum [class|struct] Name [: type] { ... }` (or a namespaced `namespace Name { enum
        /// Type { ... } }`) in the header text and evaluates its entries.
        public static EnumEvaluation EvaluateFromHeader(string headerText, string enumName, IDictionary<string, long> constants)
        {
            string body;
            string error = FindBody(headerText ?? String.Empty, enumName, out body);
            if (error != null) return new EnumEvaluation { Error = enumName + ": " + error };
            return EvaluateBody(enumName, body, constants);
        }

        /// Evaluates the entries of an enum body (the text between the braces).
        public static EnumEvaluation EvaluateBody(string enumName, string body, IDictionary<string, long> constants)
        {
            var result = new EnumEvaluation();
            foreach (string line in body.Split('\n'))
            {
                if (line.TrimStart().StartsWith("#", StringComparison.Ordinal))
                {
                    result.Error = enumName + ": the body has a preprocessor line (`" + line.Trim() + "`); its values depend on the build, so they are not evaluated";
                    return result;
                }
            }
            string text = StripComments(body);
            var known = new Dictionary<string, long>(StringComparer.Ordinal);
            if (constants != null) foreach (var kv in constants) known[kv.Key] = kv.Value;
            long next = 0;
            foreach (string rawEntry in SplitTopLevel(text, ','))
            {
                string entry = StripUMeta(rawEntry).Trim();
                if (entry.Length == 0) continue;
                string name;
                long value;
                int eq = entry.IndexOf('=');
                if (eq < 0)
                {
                    name = entry;
                    value = next;
                }
                else
                {
                    name = entry.Substring(0, eq).Trim();
                    string expr = entry.Substring(eq + 1).Trim();
                    string why;
                    if (!TryEvaluate(expr, known, out value, out why))
                    {
                        result.Error = enumName + "::" + name + ": cannot evaluate `" + expr + "`: " + why;
                        return result;
                    }
                }
                if (!IsIdentifier(name))
                {
                    result.Error = enumName + ": cannot read the entry `" + entry + "`";
                    return result;
                }
                result.Values.Add(new KeyValuePair<string, long>(name, value));
                known[name] = value;
                known[enumName + "::" + name] = value;
                next = value + 1;
            }
            return result;
        }

        /// Evaluates one integer expression.
        public static bool TryEvaluate(string expr, IDictionary<string, long> known, out long value, out string why)
        {
            var p = new Parser(expr, known);
            try
            {
                value = p.ParseOr();
                p.SkipSpace();
                if (!p.AtEnd) throw new FormatException("unexpected `" + p.Rest + "`");
                why = null;
                return true;
            }
            catch (FormatException e)
            {
                value = 0;
                why = e.Message;
                return false;
            }
            catch (DivideByZeroException)
            {
                value = 0;
                why = "division by zero";
                return false;
            }
        }

        static string FindBody(string text, string enumName, out string body)
        {
            body = null;
            string bare = enumName;
            int search = 0;
            while (true)
            {
                int at = IndexOfWord(text, bare, search);
                if (at < 0) return "its declaration is not in the header";
                search = at + bare.Length;
                // `enum [class|struct] Name` or `namespace Name { enum Type`
                string before = text.Substring(Math.Max(0, at - 40), Math.Min(40, at)).TrimEnd();
                bool isEnum = before.EndsWith("enum", StringComparison.Ordinal) || before.EndsWith("enum class", StringComparison.Ordinal) ||
                              before.EndsWith("enum struct", StringComparison.Ordinal);
                bool isNamespace = before.EndsWith("namespace", StringComparison.Ordinal);
                if (!isEnum && !isNamespace) continue;
                int open = text.IndexOf('{', search);
                if (open < 0) return "its body is missing";
                if (isNamespace)
                {
                    int innerEnum = IndexOfWord(text, "enum", open);
                    if (innerEnum < 0) return "the namespace holds no enum";
                    open = text.IndexOf('{', innerEnum);
                    if (open < 0) return "its body is missing";
                }
                else
                {
                    // Only whitespace, `: type` between the name and the brace.
                    string between = text.Substring(search, open - search).Trim();
                    if (between.Length > 0 && !between.StartsWith(":", StringComparison.Ordinal)) continue;
                }
                int close = text.IndexOf('}', open);
                if (close < 0) return "its body is not closed";
                body = text.Substring(open + 1, close - open - 1);
                return null;
            }
        }

        static int IndexOfWord(string text, string word, int from)
        {
            for (int at = text.IndexOf(word, from, StringComparison.Ordinal); at >= 0; at = text.IndexOf(word, at + 1, StringComparison.Ordinal))
            {
                bool startOk = at == 0 || !IsIdentChar(text[at - 1]);
                bool endOk = at + word.Length >= text.Length || !IsIdentChar(text[at + word.Length]);
                if (startOk && endOk) return at;
            }
            return -1;
        }

        static bool IsIdentChar(char c) { return char.IsLetterOrDigit(c) || c == '_'; }

        static bool IsIdentifier(string s)
        {
            if (s.Length == 0 || char.IsDigit(s[0])) return false;
            foreach (char c in s) if (!IsIdentChar(c)) return false;
            return true;
        }

        static string StripComments(string s)
        {
            var sb = new StringBuilder();
            for (int i = 0; i < s.Length; ++i)
            {
                if (i + 1 < s.Length && s[i] == '/' && s[i + 1] == '/')
                {
                    while (i < s.Length && s[i] != '\n') ++i;
                    sb.Append('\n');
                }
                else if (i + 1 < s.Length && s[i] == '/' && s[i + 1] == '*')
                {
                    int end = s.IndexOf("*/", i + 2, StringComparison.Ordinal);
                    i = end < 0 ? s.Length : end + 1;
                    sb.Append(' ');
                }
                else sb.Append(s[i]);
            }
            return sb.ToString();
        }

        static string StripUMeta(string entry)
        {
            int at = entry.IndexOf("UMETA", StringComparison.Ordinal);
            if (at < 0) return entry;
            int open = entry.IndexOf('(', at);
            if (open < 0) return entry.Substring(0, at);
            int depth = 0;
            for (int i = open; i < entry.Length; ++i)
            {
                if (entry[i] == '(') ++depth;
                else if (entry[i] == ')' && --depth == 0) return entry.Substring(0, at) + entry.Substring(i + 1);
            }
            return entry.Substring(0, at);
        }

        static List<string> SplitTopLevel(string s, char sep)
        {
            var parts = new List<string>();
            int depth = 0, start = 0;
            for (int i = 0; i < s.Length; ++i)
            {
                if (s[i] == '(') ++depth;
                else if (s[i] == ')') --depth;
                else if (s[i] == sep && depth == 0)
                {
                    parts.Add(s.Substring(start, i - start));
                    start = i + 1;
                }
            }
            parts.Add(s.Substring(start));
            return parts;
        }

        sealed class Parser
        {
            readonly string _s;
            int _i;
            readonly IDictionary<string, long> _known;
            public Parser(string s, IDictionary<string, long> known) { _s = s; _known = known; }
            public bool AtEnd { get { return _i >= _s.Length; } }
            public string Rest { get { return _s.Substring(_i); } }
            public void SkipSpace() { while (_i < _s.Length && char.IsWhiteSpace(_s[_i])) ++_i; }
            bool Eat(string op)
            {
                SkipSpace();
                if (string.CompareOrdinal(_s, _i, op, 0, op.Length) != 0) return false;
                // `<` must not be taken for `<<`, nor `|` for `||`, nor `&` for `&&`.
                if (op.Length == 1 && _i + 1 < _s.Length && _s[_i + 1] == op[0] && (op == "<" || op == ">" || op == "|" || op == "&")) return false;
                _i += op.Length;
                return true;
            }
            public long ParseOr() { long v = ParseXor(); while (Eat("|")) v |= ParseXor(); return v; }
            long ParseXor() { long v = ParseAnd(); while (Eat("^")) v ^= ParseAnd(); return v; }
            long ParseAnd() { long v = ParseShift(); while (Eat("&")) v &= ParseShift(); return v; }
            long ParseShift()
            {
                long v = ParseAdd();
                while (true)
                {
                    if (Eat("<<")) v <<= (int)ParseAdd();
                    else if (Eat(">>")) v >>= (int)ParseAdd();
                    else return v;
                }
            }
            long ParseAdd()
            {
                long v = ParseMul();
                while (true)
                {
                    if (Eat("+")) v += ParseMul();
                    else if (Eat("-")) v -= ParseMul();
                    else return v;
                }
            }
            long ParseMul()
            {
                long v = ParseUnary();
                while (true)
                {
                    if (Eat("*")) v *= ParseUnary();
                    else if (Eat("/")) v /= ParseUnary();
                    else if (Eat("%")) v %= ParseUnary();
                    else return v;
                }
            }
            long ParseUnary()
            {
                if (Eat("~")) return ~ParseUnary();
                if (Eat("-")) return -ParseUnary();
                if (Eat("+")) return ParseUnary();
                return ParsePrimary();
            }
            long ParsePrimary()
            {
                SkipSpace();
                if (AtEnd) throw new FormatException("the expression ends too early");
                if (Eat("("))
                {
                    long v = ParseOr();
                    if (!Eat(")")) throw new FormatException("a `(` is not closed");
                    return v;
                }
                char c = _s[_i];
                if (char.IsDigit(c)) return ParseNumber();
                if (char.IsLetter(c) || c == '_')
                {
                    int start = _i;
                    while (_i < _s.Length && (IsIdentChar(_s[_i]) || (_s[_i] == ':' && _i + 1 < _s.Length && _s[_i + 1] == ':')))
                        _i += _s[_i] == ':' ? 2 : 1;
                    string name = _s.Substring(start, _i - start);
                    long v;
                    if (_known.TryGetValue(name, out v)) return v;
                    int colon = name.LastIndexOf("::", StringComparison.Ordinal);
                    if (colon >= 0 && _known.TryGetValue(name.Substring(colon + 2), out v)) return v;
                    throw new FormatException("`" + name + "` is not an earlier entry or a known constant");
                }
                throw new FormatException("unexpected `" + Rest + "`");
            }
            long ParseNumber()
            {
                int start = _i;
                while (_i < _s.Length && (char.IsLetterOrDigit(_s[_i]) || _s[_i] == '\'')) ++_i;
                string lit = _s.Substring(start, _i - start).Replace("'", "");
                string digits = lit.TrimEnd('u', 'U', 'l', 'L');
                try
                {
                    if (digits.StartsWith("0x", StringComparison.OrdinalIgnoreCase))
                        return (long)ulong.Parse(digits.Substring(2), NumberStyles.HexNumber, CultureInfo.InvariantCulture);
                    if (digits.StartsWith("0b", StringComparison.OrdinalIgnoreCase))
                        return (long)Convert.ToUInt64(digits.Substring(2), 2);
                    if (digits.Length > 1 && digits[0] == '0')
                        return (long)Convert.ToUInt64(digits.Substring(1), 8);
                    return (long)ulong.Parse(digits, NumberStyles.None, CultureInfo.InvariantCulture);
                }
                catch (Exception)
                {
                    throw new FormatException("`" + lit + "` is not an integer literal");
                }
            }
        }
    }
}
