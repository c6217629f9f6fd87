// RustealExport: a plugin of the Unreal Header Tool that writes the engine's reflection as the
// three JSON files rusteal's code generator reads (rusteal_classes.json, rusteal_structs.json,
// rusteal_enums.json), into the output folder of the RustealGenerator module it is anchored to.
// Which types go out is exporter_csharp/README.md "What goes out"; the format is
// docs/generators.md "The reflection format" and generators/reflection.schema.json.
//
// What it cannot describe it leaves out with a warning naming it; it never throws into UHT.
// Kept to the C# that Mono's mcs compiles, so the same file builds for the engine and for the
// tests here (test/exporter/).
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using EpicGames.UHT.Tables;
using EpicGames.UHT.Types;
using EpicGames.UHT.Utils;

namespace Rusteal.Exporter
{
    [UnrealHeaderTool]
    public static class RustealExport
    {
        /// NoExport structs that still have a StaticStruct() the generated code can call.
        static readonly HashSet<string> NoExportWithStaticStruct = new HashSet<string>
        {
            "Vector", "Vector2D", "Vector3f", "Vector4", "Quat", "Rotator", "Transform", "LinearColor", "Color",
            "Plane", "Box", "Box2D", "IntPoint", "IntVector", "Guid", "Matrix",
        };

        [UhtExporter(Name = "Rusteal", Description = "Rust bindings reflection for rusteal", ModuleName = "RustealGenerator",
                     Options = UhtExporterOptions.Default)]
        public static void Generate(IUhtExportFactory factory)
        {
            try
            {
                var export = new ReflectionExport(factory.Session);
                export.Run();
                UhtModule anchor = factory.Session.Modules.FirstOrDefault(m => m.ShortName == "RustealGenerator") ??
                                   factory.Session.Modules.FirstOrDefault();
                if (anchor == null)
                {
                    factory.Session.LogWarning("Rusteal: the session has no module; nothing exported");
                    return;
                }
                factory.CommitOutput(factory.MakePath(anchor, "rusteal_classes.json"), export.ClassesJson());
                factory.CommitOutput(factory.MakePath(anchor, "rusteal_structs.json"), export.StructsJson());
                factory.CommitOutput(factory.MakePath(anchor, "rusteal_enums.json"), export.EnumsJson());
            }
            catch (Exception e)
            {
                // Never take UHT down: the engine build goes on without Rust bindings.
                factory.Session.LogError("Rusteal: the exporter failed, no reflection was written: " + e.Message);
            }
        }

        internal static bool IsNoExportWithStaticStruct(string engineName) { return NoExportWithStaticStruct.Contains(engineName); }
    }

    /// One export of a session: which types go out, and their JSON.
    public sealed class ReflectionExport
    {
        readonly UhtSession _session;
        readonly List<UhtClass> _classes = new List<UhtClass>();
        readonly HashSet<UhtClass> _reached = new HashSet<UhtClass>();
        readonly List<UhtScriptStruct> _structs = new List<UhtScriptStruct>();
        readonly List<UhtEnum> _enums = new List<UhtEnum>();
        readonly HashSet<UhtType> _chosen = new HashSet<UhtType>();

        public ReflectionExport(UhtSession session) { _session = session; }

        public void Run()
        {
            var allClasses = new List<UhtClass>();
            var allStructs = new List<UhtScriptStruct>();
            foreach (UhtModule module in _session.Modules)
                foreach (UhtPackage package in module.Packages)
                    Collect(package, allClasses, allStructs);

            foreach (UhtClass c in allClasses)
                if (c.ClassType != UhtClassType.NativeInterface && ExportsAsClass(c)) Choose(c, false);
            foreach (UhtScriptStruct s in allStructs)
                if (IsBlueprintType(s) || HasExposedMembers(s)) Choose(s, false);
            // What the chosen types reach comes too (supers, property and parameter types):
            // reached classes with their properties but no functions.
            for (int i = 0; i < _classes.Count; ++i) Reach(_classes[i]);
            for (int i = 0; i < _structs.Count; ++i) Reach(_structs[i]);
        }

        void Collect(UhtType t, List<UhtClass> classes, List<UhtScriptStruct> structs)
        {
            foreach (UhtType child in t.Children)
            {
                var c = child as UhtClass;
                if (c != null) { classes.Add(c); Collect(c, classes, structs); continue; }
                var s = child as UhtScriptStruct;
                if (s != null && !(child is UhtFunction)) { structs.Add(s); continue; }
                var e = child as UhtEnum;
                if (e != null && !e.MetaData.ContainsKey("NotBlueprintType") && !e.Deprecated && _chosen.Add(e)) _enums.Add(e);
            }
        }

        bool ExportsAsClass(UhtClass c)
        {
            if (c.Deprecated) return false;
            if (c.ClassType == UhtClassType.Interface) return IsBlueprintType(c) || HasExposedMembers(c);
            if ((c.ClassFlags & (EClassFlags.MinimalAPI | EClassFlags.RequiredAPI)) == 0) return false;
            return IsBlueprintType(c) || HasExposedMembers(c);
        }

        /// BlueprintType (or BlueprintSpawnableComponent) up the super chain; NotBlueprintType stops.
        static bool IsBlueprintType(UhtStruct s)
        {
            for (UhtStruct cur = s; cur != null; cur = cur.Super)
            {
                if (cur.MetaData.ContainsKey("NotBlueprintType")) return false;
                if (cur.MetaData.ContainsKey("BlueprintType") || cur.MetaData.ContainsKey("BlueprintSpawnableComponent")) return true;
            }
            return false;
        }

        static bool HasExposedMembers(UhtStruct s)
        {
            foreach (UhtProperty p in s.Properties)
                if ((p.PropertyFlags & (EPropertyFlags.BlueprintVisible | EPropertyFlags.BlueprintAssignable)) != 0) return true;
            foreach (UhtFunction f in s.Functions)
                if ((f.FunctionFlags & (EFunctionFlags.BlueprintCallable | EFunctionFlags.BlueprintEvent)) != 0) return true;
            return false;
        }

        void Choose(UhtType t, bool reached)
        {
            if (t is UhtEnum && t.MetaData.ContainsKey("NotBlueprintType")) return;
            if (!_chosen.Add(t)) return;
            var c = t as UhtClass;
            if (c != null) { _classes.Add(c); if (reached) _reached.Add(c); return; }
            var s = t as UhtScriptStruct;
            if (s != null) { _structs.Add(s); return; }
            var e = t as UhtEnum;
            if (e != null) _enums.Add(e);
        }

        void Reach(UhtStruct s)
        {
            if (s.Super != null && !(s.Super is UhtFunction)) Choose(s.Super, true);
            foreach (UhtProperty p in s.Properties) if (KeepProperty(p, null)) ReachType(p);
            var c = s as UhtClass;
            if (c != null && !_reached.Contains(c))
                foreach (UhtFunction f in c.Functions)
                    if (KeepFunction(c, f, null)) foreach (UhtProperty p in f.Properties) ReachType(p);
        }

        void ReachType(UhtProperty p)
        {
            var o = p as UhtObjectPropertyBase;
            if (o != null && o.Class != null) Choose(o.Class, true);
            var cp = p as UhtClassProperty;
            if (cp != null && cp.MetaClass != null) Choose(cp.MetaClass, true);
            var ip = p as UhtInterfaceProperty;
            if (ip != null && ip.InterfaceClass != null) Choose(ip.InterfaceClass, true);
            var sp = p as UhtStructProperty;
            if (sp != null && sp.ScriptStruct != null) Choose(sp.ScriptStruct, true);
            var ep = p as UhtEnumProperty;
            if (ep != null && ep.Enum != null) Choose(ep.Enum, true);
            var bp = p as UhtByteProperty;
            if (bp != null && bp.Enum != null) Choose(bp.Enum, true);
            var ap = p as UhtArrayProperty;
            if (ap != null && ap.ValueProperty != null) ReachType(ap.ValueProperty);
            var setp = p as UhtSetProperty;
            if (setp != null && setp.ValueProperty != null) ReachType(setp.ValueProperty);
            var mp = p as UhtMapProperty;
            if (mp != null) { if (mp.KeyProperty != null) ReachType(mp.KeyProperty); if (mp.ValueProperty != null) ReachType(mp.ValueProperty); }
        }

        /// Private and protected properties only when Blueprints see them (visible, assignable
        /// delegates) or the editor does; never deprecated or editor-only ones.
        bool KeepProperty(UhtProperty p, string owner)
        {
            if (p.Deprecated || (p.PropertyFlags & EPropertyFlags.EditorOnly) != 0) return false;
            bool notPublic = (p.PropertyFlags & (EPropertyFlags.NativeAccessSpecifierPrivate | EPropertyFlags.NativeAccessSpecifierProtected)) != 0;
            if (notPublic && (p.PropertyFlags & (EPropertyFlags.BlueprintVisible | EPropertyFlags.BlueprintAssignable | EPropertyFlags.Edit)) == 0) return false;
            return true;
        }

        /// Plain functions: not network, private or delegate ones, protected ones only when
        /// BlueprintCallable, not deprecated, Native or BlueprintEvent.
        bool KeepFunction(UhtClass c, UhtFunction f, string owner)
        {
            if (f.FunctionType != UhtFunctionType.Function) return false;
            var ff = f.FunctionFlags;
            if ((ff & (EFunctionFlags.Net | EFunctionFlags.NetServer | EFunctionFlags.NetClient | EFunctionFlags.NetMulticast)) != 0) return false;
            if ((ff & (EFunctionFlags.Private | EFunctionFlags.Delegate | EFunctionFlags.MulticastDelegate)) != 0) return false;
            if ((ff & EFunctionFlags.Protected) != 0 && (ff & EFunctionFlags.BlueprintCallable) == 0) return false;
            if (f.MetaData.ContainsKey("DeprecatedFunction")) return false;
            return (ff & (EFunctionFlags.Native | EFunctionFlags.BlueprintEvent)) != 0;
        }

        // ---- JSON ------------------------------------------------------------------------------

        public StringBuilder ClassesJson()
        {
            var list = new List<Json>();
            foreach (UhtClass c in _classes) list.Add(ClassJson(c));
            return Json.Obj().Set("classes", Json.Arr(list)).Render();
        }

        public StringBuilder StructsJson()
        {
            var list = new List<Json>();
            foreach (UhtScriptStruct s in _structs) list.Add(StructJson(s));
            return Json.Obj().Set("structs", Json.Arr(list)).Render();
        }

        public StringBuilder EnumsJson()
        {
            var list = new List<Json>();
            foreach (UhtEnum e in _enums)
            {
                Json j = EnumJson(e);
                if (j != null) list.Add(j);
            }
            return Json.Obj().Set("enums", Json.Arr(list)).Render();
        }

        static string PackageOf(UhtType t) { return t.Module != null ? t.Module.ShortName : String.Empty; }

        Json ClassJson(UhtClass c)
        {
            bool isInterface = c.ClassType == UhtClassType.Interface;
            var interfaces = new List<Json>();
            foreach (UhtStruct b in c.Bases)
            {
                var bc = b as UhtClass;
                if (bc != null && bc.ClassType != UhtClassType.Class) interfaces.Add(Json.Str(bc.ClassType == UhtClassType.Interface ? "I" + bc.EngineName : bc.SourceName));
            }
            var props = new List<Json>();
            foreach (UhtProperty p in c.Properties)
            {
                if (!KeepProperty(p, c.EngineName)) continue;
                Json pj = PropertyJson(p, true, c.EngineName);
                if (pj != null) props.Add(pj);
            }
            var funcs = new List<Json>();
            if (!_reached.Contains(c))
                foreach (UhtFunction f in c.Functions)
                {
                    if (!KeepFunction(c, f, c.EngineName)) continue;
                    Json fj = FunctionJson(f, c.EngineName);
                    if (fj != null) funcs.Add(fj);
                }
            Json j = Json.Obj()
                .Set("name", Json.Str(c.EngineName))
                .Set("cpp_name", Json.Str(c.SourceName))
                .Set("package", Json.Str(PackageOf(c)))
                .Set("header", Json.Str(c.HeaderFile != null ? c.HeaderFile.IncludeFilePath : String.Empty))
                .Set("header_public", Json.Bool(c.HeaderFile == null || c.HeaderFile.IsPublic))
                .Set("class_flags", Json.Num((uint)c.ClassFlags))
                .Set("super", isInterface ? Json.Str("Interface") : c.SuperClass != null ? Json.Str(c.SuperClass.EngineName) : Json.Null())
                .Set("interfaces", Json.Arr(interfaces))
                .Set("props", Json.Arr(props))
                .Set("funcs", Json.Arr(funcs));
            if (_reached.Contains(c)) j.Set("reached", Json.Bool(true));
            return j;
        }

        Json StructJson(UhtScriptStruct s)
        {
            bool noExport = (s.ScriptStructFlags & EStructFlags.NoExport) != 0;
            var props = new List<Json>();
            foreach (UhtProperty p in s.Properties)
            {
                if (!KeepProperty(p, s.EngineName)) continue;
                Json pj = PropertyJson(p, true, s.EngineName);
                if (pj != null) props.Add(pj);
            }
            return Json.Obj()
                .Set("name", Json.Str(s.EngineName))
                .Set("cpp_name", Json.Str(s.SourceName))
                .Set("package", Json.Str(PackageOf(s)))
                .Set("header", Json.Str(s.HeaderFile != null && !noExport ? s.HeaderFile.IncludeFilePath : String.Empty))
                .Set("header_public", Json.Bool(s.HeaderFile == null || s.HeaderFile.IsPublic))
                .Set("struct_flags", Json.Num((uint)s.ScriptStructFlags))
                .Set("super", s.SuperScriptStruct != null ? Json.Str(s.SuperScriptStruct.EngineName) : Json.Null())
                .Set("has_static_struct", Json.Bool(!noExport || RustealExport.IsNoExportWithStaticStruct(s.EngineName)))
                .Set("props", Json.Arr(props));
        }

        Json EnumJson(UhtEnum e)
        {
            var pairs = new List<Json>();
            bool unparsed = e.EnumValues.Any(v => v.Value == -1);
            Dictionary<string, long> evaluated = null;
            if (unparsed)
            {
                var result = RustealEnumValues.EvaluateFromHeader(e.HeaderFile != null ? e.HeaderFile.Data : String.Empty,
                                                                  e.SourceName, RustealEnumValues.KnownConstants);
                if (result.Error != null)
                {
                    _session.LogWarning("Rusteal: enum " + e.SourceName + " left out: " + result.Error);
                    return null;
                }
                evaluated = result.Values.ToDictionary(kv => kv.Key, kv => kv.Value);
            }
            foreach (UhtEnumValue v in e.EnumValues)
            {
                long value = v.Value;
                string shortName = v.Name.Contains("::") ? v.Name.Substring(v.Name.LastIndexOf("::", StringComparison.Ordinal) + 2) : v.Name;
                // UHT adds the <Enum>_MAX entry itself: one past the largest value.
                if (value == -1 && evaluated != null && !evaluated.ContainsKey(shortName) && shortName == e.EngineName + "_MAX" &&
                    evaluated.Count > 0)
                    value = evaluated.Values.Max() + 1;
                else if (value == -1 && evaluated != null && !evaluated.TryGetValue(shortName, out value))
                {
                    _session.LogWarning("Rusteal: enum " + e.SourceName + " left out: entry " + v.Name + " is not in its header's body");
                    return null;
                }
                pairs.Add(Json.Arr(new List<Json> { Json.Str(shortName), Json.Num(value) })); // without the `Enum::` prefix
            }
            return Json.Obj()
                .Set("name", Json.Str(e.EngineName))
                .Set("cpp_name", Json.Str(e.SourceName))
                .Set("package", Json.Str(PackageOf(e)))
                .Set("underlying_type", Json.Str(UnderlyingName(e.UnderlyingType)))
                .Set("cpp_form", Json.Num((int)e.CppForm))
                .Set("pairs", Json.Arr(pairs));
        }

        static string UnderlyingName(UhtEnumUnderlyingType t)
        {
            switch (t)
            {
                case UhtEnumUnderlyingType.Int8: return "int8";
                case UhtEnumUnderlyingType.Int16: return "int16";
                case UhtEnumUnderlyingType.Int32: case UhtEnumUnderlyingType.Int: return "int32";
                case UhtEnumUnderlyingType.Int64: return "int64";
                case UhtEnumUnderlyingType.Uint16: return "uint16";
                case UhtEnumUnderlyingType.Uint32: return "uint32";
                case UhtEnumUnderlyingType.Uint64: return "uint64";
                default: return "uint8";
            }
        }

        Json FunctionJson(UhtFunction f, string owner)
        {
            var ps = new List<Json>();
            foreach (UhtProperty p in f.ParameterProperties)
            {
                Json pj = ParamJson(f, p, owner);
                if (pj == null) return null;
                ps.Add(pj);
            }
            UhtProperty ret = f.ReturnProperty;
            if (ret != null)
            {
                Json rj = ParamJson(f, ret, owner); // the return value is the last parameter
                if (rj == null) return null;
                ps.Add(rj);
            }
            return Json.Obj()
                .Set("name", Json.Str(f.EngineName))
                .Set("func_flags", Json.Num((uint)f.FunctionFlags))
                .Set("is_static", Json.Bool((f.FunctionFlags & EFunctionFlags.Static) != 0))
                .Set("params", Json.Arr(ps));
        }

        Json ParamJson(UhtFunction f, UhtProperty p, string owner)
        {
            Json j = TypeJson(p, owner + "." + f.EngineName);
            if (j == null) return null;
            string def;
            j.Set("default", f.MetaData.TryGetValue("CPP_Default_" + p.EngineName, out def) ? Json.Str(def) : Json.Null());
            return j;
        }

        /// A top-level property: the type fields, its array size and accessors.
        Json PropertyJson(UhtProperty p, bool topLevel, string owner)
        {
            Json j = TypeJson(p, owner);
            if (j == null) return null;
            int dim = 1;
            if (!string.IsNullOrEmpty(p.ArrayDimensions) && !int.TryParse(p.ArrayDimensions, NumberStyles.Integer, CultureInfo.InvariantCulture, out dim))
            {
                _session.LogWarning("Rusteal: property " + owner + "." + p.EngineName + " left out: its array size `" + p.ArrayDimensions + "` is not a number");
                return null;
            }
            j.Set("array_dim", Json.Num(dim))
             .Set("getter", p.Getter != null ? Json.Str(p.Getter) : Json.Null())
             .Set("setter", p.Setter != null ? Json.Str(p.Setter) : Json.Null())
             .Set("default", Json.Null());
            return j;
        }

        /// The fields every property, parameter and container element has.
        Json TypeJson(UhtProperty p, string owner)
        {
            Json j = Json.Obj()
                .Set("name", Json.Str(p.EngineName))
                .Set("type", Json.Str(p.EngineClassName))
                .Set("prop_flags", Json.Num((ulong)p.PropertyFlags))
                .Set("class_name", Json.Null()).Set("meta_class_name", Json.Null()).Set("struct_name", Json.Null())
                .Set("interface_name", Json.Null()).Set("enum_name", Json.Null()).Set("enum_cpp_name", Json.Null())
                .Set("enum_cpp_form", Json.Null()).Set("enum_underlying_type", Json.Null()).Set("func_info", Json.Null())
                .Set("inner_prop", Json.Null()).Set("key_prop", Json.Null()).Set("value_prop", Json.Null());
            UhtEnum en = null;
            var ep = p as UhtEnumProperty;
            if (ep != null) en = ep.Enum;
            var bp = p as UhtByteProperty;
            if (bp != null) en = bp.Enum;
            if (en != null)
            {
                j.Set("enum_name", Json.Str(en.EngineName)).Set("enum_cpp_name", Json.Str(en.SourceName))
                 .Set("enum_cpp_form", Json.Num((int)en.CppForm)).Set("enum_underlying_type", Json.Str(UnderlyingName(en.UnderlyingType)));
            }
            var cp = p as UhtClassProperty;
            var op = p as UhtObjectPropertyBase;
            if (op != null && op.Class != null) j.Set("class_name", Json.Str(op.Class.EngineName));
            if (cp != null && cp.MetaClass != null) j.Set("meta_class_name", Json.Str(cp.MetaClass.EngineName));
            var ip = p as UhtInterfaceProperty;
            if (ip != null && ip.InterfaceClass != null) j.Set("interface_name", Json.Str(ip.InterfaceClass.EngineName));
            var sp = p as UhtStructProperty;
            if (sp != null && sp.ScriptStruct != null) j.Set("struct_name", Json.Str(sp.ScriptStruct.EngineName));
            var ap = p as UhtArrayProperty;
            if (ap != null) { Json inner = Element(ap.ValueProperty, owner, p); if (inner == null) return null; j.Set("inner_prop", inner); }
            var setp = p as UhtSetProperty;
            if (setp != null) { Json inner = Element(setp.ValueProperty, owner, p); if (inner == null) return null; j.Set("value_prop", inner); }
            var mp = p as UhtMapProperty;
            if (mp != null)
            {
                Json k = Element(mp.KeyProperty, owner, p), v = Element(mp.ValueProperty, owner, p);
                if (k == null || v == null) return null;
                j.Set("key_prop", k).Set("value_prop", v);
            }
            UhtFunction signature = null;
            var dp = p as UhtDelegateProperty;
            if (dp != null) signature = dp.Function;
            var mdp = p as UhtMulticastDelegateProperty;
            if (mdp != null) signature = mdp.Function;
            if (signature != null)
            {
                var ps = new List<Json>();
                foreach (UhtProperty sigParam in signature.Properties)
                {
                    Json sj = TypeJson(sigParam, owner + "." + p.EngineName);
                    if (sj == null) return null;
                    sj.Set("default", Json.Null());
                    ps.Add(sj);
                }
                string sigName = signature.EngineName.EndsWith("__DelegateSignature", StringComparison.Ordinal)
                    ? signature.EngineName.Substring(0, signature.EngineName.Length - "__DelegateSignature".Length)
                    : signature.EngineName;
                j.Set("func_info", Json.Obj().Set("name", Json.Str(sigName)).Set("func_flags", Json.Num((uint)signature.FunctionFlags))
                                       .Set("is_static", Json.Bool(false)).Set("params", Json.Arr(ps)));
            }
            return j;
        }

        Json Element(UhtProperty inner, string owner, UhtProperty container)
        {
            if (inner == null)
            {
                _session.LogWarning("Rusteal: property " + owner + "." + container.EngineName + " left out: its element type is unknown");
                return null;
            }
            return TypeJson(inner, owner);
        }
    }

    /// A small JSON value with keys written sorted and two-space indentation, the layout of the
    /// reference's files; no dependency, since the engine's .NET and Mono differ in what they ship.
    public sealed class Json
    {
        enum Kind { Null, Bool, Num, Str, Arr, Obj }
        Kind _kind;
        string _text;
        List<Json> _items;
        SortedDictionary<string, Json> _fields;

        public static Json Null() { return new Json { _kind = Kind.Null }; }
        public static Json Bool(bool b) { return new Json { _kind = Kind.Bool, _text = b ? "true" : "false" }; }
        public static Json Num(long v) { return new Json { _kind = Kind.Num, _text = v.ToString(CultureInfo.InvariantCulture) }; }
        public static Json Num(ulong v) { return new Json { _kind = Kind.Num, _text = v.ToString(CultureInfo.InvariantCulture) }; }
        public static Json Str(string s) { return new Json { _kind = Kind.Str, _text = s ?? String.Empty }; }
        public static Json Arr(List<Json> items) { return new Json { _kind = Kind.Arr, _items = items }; }
        public static Json Obj() { return new Json { _kind = Kind.Obj, _fields = new SortedDictionary<string, Json>(StringComparer.Ordinal) }; }

        public Json Set(string key, Json value)
        {
            _fields[key] = value;
            return this;
        }

        public StringBuilder Render()
        {
            var sb = new StringBuilder();
            Write(sb, 0);
            sb.Append('\n');
            return sb;
        }

        void Write(StringBuilder sb, int depth)
        {
            switch (_kind)
            {
                case Kind.Null: sb.Append("null"); return;
                case Kind.Bool:
                case Kind.Num: sb.Append(_text); return;
                case Kind.Str: WriteString(sb, _text); return;
                case Kind.Arr:
                    if (_items.Count == 0) { sb.Append("[]"); return; }
                    sb.Append("[\n");
                    for (int i = 0; i < _items.Count; ++i)
                    {
                        sb.Append(' ', (depth + 1) * 2);
                        _items[i].Write(sb, depth + 1);
                        sb.Append(i + 1 < _items.Count ? ",\n" : "\n");
                    }
                    sb.Append(' ', depth * 2).Append(']');
                    return;
                default:
                    if (_fields.Count == 0) { sb.Append("{}"); return; }
                    sb.Append("{\n");
                    int n = 0;
                    foreach (var kv in _fields)
                    {
                        sb.Append(' ', (depth + 1) * 2);
                        WriteString(sb, kv.Key);
                        sb.Append(": ");
                        kv.Value.Write(sb, depth + 1);
                        sb.Append(++n < _fields.Count ? ",\n" : "\n");
                    }
                    sb.Append(' ', depth * 2).Append('}');
                    return;
            }
        }

        static void WriteString(StringBuilder sb, string s)
        {
            sb.Append('"');
            foreach (char c in s)
            {
                switch (c)
                {
                    case '"': sb.Append("\\\""); break;
                    case '\\': sb.Append("\\\\"); break;
                    case '\n': sb.Append("\\n"); break;
                    case '\r': sb.Append("\\r"); break;
                    case '\t': sb.Append("\\t"); break;
                    default:
                        if (c < 0x20) sb.Append("\\u").Append(((int)c).ToString("x4", CultureInfo.InvariantCulture));
                        else sb.Append(c);
                        break;
                }
            }
            sb.Append('"');
        }
    }
}
