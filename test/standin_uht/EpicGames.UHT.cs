// A stand-in of the part of Unreal Header Tool's API (EpicGames.UHT, EpicGames.Core) that the
// Rusteal exporter uses, with the real names and shapes, so that exporter_csharp/ compiles here
// with Mono's mcs and in the engine against the real assembly. Only what the exporter touches is
// declared; the made-up session of test/exporter/ builds its types through the constructors and
// setters below. Not a model of how UHT parses anything.
using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using EpicGames.UHT.Utils;

namespace EpicGames.UHT.Tables
{
    /// The attribute UHT looks for on classes that carry exporters.
    [AttributeUsage(AttributeTargets.Class)]
    public sealed class UnrealHeaderToolAttribute : Attribute { }
}

namespace EpicGames.UHT.Types
{
    [Flags]
    public enum EClassFlags : uint
    {
        None = 0,
        Abstract = 0x1,
        Config = 0x4,
        Transient = 0x8,
        Native = 0x80,
        NotPlaceable = 0x200,
        Deprecated = 0x2000000,
        Interface = 0x4000,
        Const = 0x10000,
        MinimalAPI = 0x80000,
        RequiredAPI = 0x100000,
        CompiledFromBlueprint = 0x40000,
        HasInstancedReference = 0x800000,
    }

    [Flags]
    public enum EStructFlags : uint
    {
        NoFlags = 0,
        Native = 0x1,
        IdenticalNative = 0x2,
        HasInstancedReference = 0x4,
        NoExport = 0x8,
        Atomic = 0x10,
        Immutable = 0x20,
    }

    [Flags]
    public enum EPropertyFlags : ulong
    {
        None = 0,
        Edit = 0x1,
        ConstParm = 0x2,
        BlueprintVisible = 0x4,
        BlueprintReadOnly = 0x10,
        Net = 0x20,
        Parm = 0x80,
        OutParm = 0x100,
        ReturnParm = 0x400,
        Transient = 0x2000,
        ReferenceParm = 0x08000000,
        BlueprintAssignable = 0x10000000,
        Deprecated = 0x20000000,
        EditorOnly = 0x800000000,
        NativeAccessSpecifierPublic = 0x0010000000000000,
        NativeAccessSpecifierProtected = 0x0020000000000000,
        NativeAccessSpecifierPrivate = 0x0040000000000000,
    }

    [Flags]
    public enum EFunctionFlags : uint
    {
        None = 0,
        Final = 0x1,
        Net = 0x40,
        NetReliable = 0x80,
        Exec = 0x200,
        Native = 0x400,
        Event = 0x800,
        Static = 0x2000,
        NetMulticast = 0x4000,
        Delegate = 0x100000,
        NetServer = 0x200000,
        MulticastDelegate = 0x10000,
        Public = 0x20000,
        Private = 0x40000,
        Protected = 0x80000,
        NetClient = 0x1000000,
        BlueprintCallable = 0x04000000,
        BlueprintEvent = 0x08000000,
        BlueprintPure = 0x10000000,
        EditorOnly = 0x20000000,
        Const = 0x40000000,
    }

    [Flags]
    public enum EEnumFlags : uint
    {
        None = 0,
        Flags = 0x1,
        NewerVersionExists = 0x2,
    }

    public enum UhtClassType { Class, Interface, NativeInterface }
    public enum UhtEnumCppForm { Regular, Namespaced, EnumClass }
    public enum UhtEnumUnderlyingType { Unspecified, Uint8, Uint16, Uint32, Uint64, Int8, Int16, Int32, Int64, Int }
    public enum UhtFunctionType { Function, Delegate, SparseDelegate }

    [Flags]
    public enum UhtScriptStructExportFlags { None = 0, HasNoOpConstructor = 0x2 }

    /// Meta data of a type: key/value pairs (keys compared without case, as UHT does).
    public class UhtMetaData
    {
        private readonly Dictionary<string, string> _values = new Dictionary<string, string>(StringComparer.OrdinalIgnoreCase);
        public bool ContainsKey(string name) { return _values.ContainsKey(name); }
        public string GetValueOrDefault(string name)
        {
            string v;
            return _values.TryGetValue(name, out v) ? v : String.Empty;
        }
        public bool TryGetValue(string name, out string value) { return _values.TryGetValue(name, out value); }
        public void Add(string name, string value) { _values[name] = value; }
        public void Add(string name) { _values[name] = String.Empty; }
    }

    /// A header file UHT parsed.
    public class UhtHeaderFile
    {
        public string FilePath { get; set; }
        /// The path that goes in `#include "..."`.
        public string IncludeFilePath { get; set; }
        /// Whether the header is in the module's Public folder (or Classes).
        public bool IsPublic { get; set; }
        /// The header's text (the stand-in keeps it instead of a file on disk).
        public string Data { get; set; }
        public UhtHeaderFile(string includePath, bool isPublic, string data)
        {
            FilePath = includePath;
            IncludeFilePath = includePath;
            IsPublic = isPublic;
            Data = data ?? String.Empty;
        }
    }

    /// Every reflected thing: a tree through Outer and Children.
    public abstract class UhtType
    {
        private readonly List<UhtType> _children = new List<UhtType>();
        protected UhtType(UhtType outer, UhtModule module, UhtHeaderFile headerFile)
        {
            Outer = outer;
            Module = module ?? (outer != null ? outer.Module : null);
            HeaderFile = headerFile ?? (outer != null ? outer.HeaderFile : null);
            MetaData = new UhtMetaData();
            if (outer != null) outer._children.Add(this);
        }
        public UhtSession Session { get { return Module.Session; } }
        public UhtModule Module { get; private set; }
        public UhtType Outer { get; set; }
        public UhtHeaderFile HeaderFile { get; private set; }
        public virtual UhtPackage Package { get { return Outer != null ? Outer.Package : null; } }
        /// The name in C++ ("AActor").
        public string SourceName { get; set; }
        /// The name in the engine ("Actor").
        public string EngineName { get; set; }
        public UhtMetaData MetaData { get; set; }
        public List<UhtType> Children { get { return _children; } }
        public virtual bool Deprecated { get { return false; } }
        public override string ToString() { return SourceName; }
    }

    public class UhtPackage : UhtType
    {
        public UhtPackage(UhtModule module, string shortName) : base(null, module, null)
        {
            SourceName = "/Script/" + shortName;
            EngineName = SourceName;
            ShortName = shortName;
        }
        public string ShortName { get; private set; }
        public override UhtPackage Package { get { return this; } }
    }

    public abstract class UhtField : UhtType
    {
        protected UhtField(UhtType outer, UhtHeaderFile headerFile) : base(outer, null, headerFile) { }
    }

    public abstract class UhtStruct : UhtField
    {
        protected UhtStruct(UhtType outer, UhtHeaderFile headerFile) : base(outer, headerFile) { }
        public UhtStruct Super { get; set; }
        /// Interfaces and other bases after the super.
        public List<UhtStruct> Bases { get; } = new List<UhtStruct>();
        public IEnumerable<UhtProperty> Properties
        {
            get { foreach (UhtType t in Children) { UhtProperty p = t as UhtProperty; if (p != null) yield return p; } }
        }
        public IEnumerable<UhtFunction> Functions
        {
            get { foreach (UhtType t in Children) { UhtFunction f = t as UhtFunction; if (f != null) yield return f; } }
        }
    }

    public class UhtClass : UhtStruct
    {
        public UhtClass(UhtType outer, UhtHeaderFile headerFile) : base(outer, headerFile) { }
        public EClassFlags ClassFlags { get; set; }
        public UhtClassType ClassType { get; set; }
        public string Config { get; set; } = String.Empty;
        public UhtClass SuperClass { get { return (UhtClass)Super; } }
        public override bool Deprecated { get { return (ClassFlags & EClassFlags.Deprecated) != 0; } }
    }

    public class UhtScriptStruct : UhtStruct
    {
        public UhtScriptStruct(UhtType outer, UhtHeaderFile headerFile) : base(outer, headerFile) { }
        public EStructFlags ScriptStructFlags { get; set; }
        public UhtScriptStructExportFlags ScriptStructExportFlags { get; set; }
        public UhtScriptStruct SuperScriptStruct { get { return (UhtScriptStruct)Super; } }
    }

    public struct UhtEnumValue
    {
        public string Name { get; set; }
        /// The value, or -1 when UHT did not parse it (anything but a plain literal).
        public long Value { get; set; }
    }

    public class UhtEnum : UhtField
    {
        public UhtEnum(UhtType outer, UhtHeaderFile headerFile) : base(outer, headerFile) { }
        public EEnumFlags EnumFlags { get; set; }
        public UhtEnumCppForm CppForm { get; set; }
        public UhtEnumUnderlyingType UnderlyingType { get; set; }
        public string CppType { get; set; } = String.Empty;
        public List<UhtEnumValue> EnumValues { get; } = new List<UhtEnumValue>();
    }

    public class UhtFunction : UhtStruct
    {
        public UhtFunction(UhtType outer, UhtHeaderFile headerFile) : base(outer, headerFile) { }
        public EFunctionFlags FunctionFlags { get; set; }
        public UhtFunctionType FunctionType { get; set; }
        public UhtProperty ReturnProperty
        {
            get { foreach (UhtProperty p in Properties) if ((p.PropertyFlags & EPropertyFlags.ReturnParm) != 0) return p; return null; }
        }
        public IEnumerable<UhtProperty> ParameterProperties
        {
            get { foreach (UhtProperty p in Properties) if ((p.PropertyFlags & EPropertyFlags.ReturnParm) == 0) yield return p; }
        }
    }

    /// A property (or a parameter, or a container's element).
    public abstract class UhtProperty : UhtType
    {
        protected UhtProperty(UhtType outer) : base(outer, null, null) { }
        /// The engine's property class ("IntProperty").
        public abstract string EngineClassName { get; }
        public EPropertyFlags PropertyFlags { get; set; }
        /// The static array dimension as written ("" or null for a single value).
        public string ArrayDimensions { get; set; }
        /// BlueprintGetter / BlueprintSetter functions, when given.
        public string Getter { get; set; }
        public string Setter { get; set; }
        public override bool Deprecated { get { return (PropertyFlags & EPropertyFlags.Deprecated) != 0; } }
    }

    public class UhtBoolProperty : UhtProperty { public UhtBoolProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "BoolProperty"; } } }
    public class UhtInt8Property : UhtProperty { public UhtInt8Property(UhtType o) : base(o) { } public override string EngineClassName { get { return "Int8Property"; } } }
    public class UhtInt16Property : UhtProperty { public UhtInt16Property(UhtType o) : base(o) { } public override string EngineClassName { get { return "Int16Property"; } } }
    public class UhtIntProperty : UhtProperty { public UhtIntProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "IntProperty"; } } }
    public class UhtInt64Property : UhtProperty { public UhtInt64Property(UhtType o) : base(o) { } public override string EngineClassName { get { return "Int64Property"; } } }
    public class UhtUInt16Property : UhtProperty { public UhtUInt16Property(UhtType o) : base(o) { } public override string EngineClassName { get { return "UInt16Property"; } } }
    public class UhtUInt32Property : UhtProperty { public UhtUInt32Property(UhtType o) : base(o) { } public override string EngineClassName { get { return "UInt32Property"; } } }
    public class UhtUInt64Property : UhtProperty { public UhtUInt64Property(UhtType o) : base(o) { } public override string EngineClassName { get { return "UInt64Property"; } } }
    public class UhtFloatProperty : UhtProperty { public UhtFloatProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "FloatProperty"; } } }
    public class UhtDoubleProperty : UhtProperty { public UhtDoubleProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "DoubleProperty"; } } }
    public class UhtStrProperty : UhtProperty { public UhtStrProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "StrProperty"; } } }
    public class UhtNameProperty : UhtProperty { public UhtNameProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "NameProperty"; } } }
    public class UhtTextProperty : UhtProperty { public UhtTextProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "TextProperty"; } } }
    /// A field path (FFieldPath): a kind the bindings do not support.
    public class UhtFieldPathProperty : UhtProperty { public UhtFieldPathProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "FieldPathProperty"; } } }

    public class UhtByteProperty : UhtProperty
    {
        public UhtByteProperty(UhtType o) : base(o) { }
        public override string EngineClassName { get { return "ByteProperty"; } }
        /// The enum of a `TEnumAsByte<E>`, or null.
        public UhtEnum Enum { get; set; }
    }

    public class UhtEnumProperty : UhtProperty
    {
        public UhtEnumProperty(UhtType o) : base(o) { }
        public override string EngineClassName { get { return "EnumProperty"; } }
        public UhtEnum Enum { get; set; }
    }

    public class UhtObjectPropertyBase : UhtProperty
    {
        public UhtObjectPropertyBase(UhtType o) : base(o) { }
        public override string EngineClassName { get { return "ObjectPropertyBase"; } }
        public UhtClass Class { get; set; }
    }
    public class UhtObjectProperty : UhtObjectPropertyBase { public UhtObjectProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "ObjectProperty"; } } }
    public class UhtSoftObjectProperty : UhtObjectPropertyBase { public UhtSoftObjectProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "SoftObjectProperty"; } } }
    public class UhtWeakObjectPtrProperty : UhtObjectPropertyBase { public UhtWeakObjectPtrProperty(UhtType o) : base(o) { } public override string EngineClassName { get { return "WeakObjectProperty"; } } }
    public class UhtClassProperty : UhtObjectProperty
    {
        public UhtClassProperty(UhtType o) : base(o) { }
        public override string EngineClassName { get { return "ClassProperty"; } }
        public UhtClass MetaClass { get; set; }
    }
    public class UhtInterfaceProperty : UhtProperty
    {
        public UhtInterfaceProperty(UhtType o) : base(o) { }
        public override string EngineClassName { get { return "InterfaceProperty"; } }
        public UhtClass InterfaceClass { get; set; }
    }
    public class UhtStructProperty : UhtProperty
    {
        public UhtStructProperty(UhtType o) : base(o) { }
        public override string EngineClassName { get { return "StructProperty"; } }
        public UhtScriptStruct ScriptStruct { get; set; }
    }
    public class UhtArrayProperty : UhtProperty
    {
        public UhtArrayProperty(UhtType o) : base(o) { }
        public override string EngineClassName { get { return "ArrayProperty"; } }
        public UhtProperty ValueProperty { get; set; }
    }
    public class UhtSetProperty : UhtProperty
    {
        public UhtSetProperty(UhtType o) : base(o) { }
        public override string EngineClassName { get { return "SetProperty"; } }
        public UhtProperty ValueProperty { get; set; }
    }
    public class UhtMapProperty : UhtProperty
    {
        public UhtMapProperty(UhtType o) : base(o) { }
        public override string EngineClassName { get { return "MapProperty"; } }
        public UhtProperty KeyProperty { get; set; }
        public UhtProperty ValueProperty { get; set; }
    }
    public class UhtDelegateProperty : UhtProperty
    {
        public UhtDelegateProperty(UhtType o) : base(o) { }
        public override string EngineClassName { get { return "DelegateProperty"; } }
        public UhtFunction Function { get; set; }
    }
    public class UhtMulticastDelegateProperty : UhtProperty
    {
        public UhtMulticastDelegateProperty(UhtType o, bool sparse) : base(o) { Sparse = sparse; }
        public bool Sparse { get; private set; }
        public override string EngineClassName { get { return Sparse ? "MulticastSparseDelegateProperty" : "MulticastInlineDelegateProperty"; } }
        public UhtFunction Function { get; set; }
    }

    /// A module of the build (a UHT manifest module and its packages).
    public class UhtModule
    {
        public UhtModule(UhtSession session, string name, string outputDirectory)
        {
            Session = session;
            ShortName = name;
            OutputDirectory = outputDirectory;
            Packages.Add(new UhtPackage(this, name));
            session.AddModule(this);
        }
        public UhtSession Session { get; private set; }
        public string ShortName { get; private set; }
        /// Where UHT writes this module's generated files.
        public string OutputDirectory { get; private set; }
        public List<UhtPackage> Packages { get; } = new List<UhtPackage>();
        public List<UhtHeaderFile> Headers { get; } = new List<UhtHeaderFile>();
    }
}

namespace EpicGames.UHT.Utils
{
    using EpicGames.UHT.Types;

    [Flags]
    public enum UhtExporterOptions { None = 0, Default = 1, CompileOutput = 2 }

    /// Marks an exporter function: `static void Generate(IUhtExportFactory factory)`.
    [AttributeUsage(AttributeTargets.Method)]
    public sealed class UhtExporterAttribute : Attribute
    {
        public string Name { get; set; }
        public string Description { get; set; }
        public string ModuleName { get; set; }
        public UhtExporterOptions Options { get; set; }
    }

    /// The session: every module UHT parsed, and its log.
    public class UhtSession
    {
        private readonly List<UhtModule> _modules = new List<UhtModule>();
        public IReadOnlyList<UhtModule> Modules { get { return _modules; } }
        internal void AddModule(UhtModule m) { _modules.Add(m); }
        public List<string> Log { get; } = new List<string>();
        public void LogInfo(string message) { Log.Add("Info: " + message); }
        public void LogWarning(string message) { Log.Add("Warning: " + message); }
        public void LogError(string message) { Log.Add("Error: " + message); }
    }

    /// What an exporter gets: the session and the way to write files.
    public interface IUhtExportFactory
    {
        UhtSession Session { get; }
        /// Writes the file if its content changed.
        void CommitOutput(string filePath, StringBuilder builder);
        /// A path in a module's output folder.
        string MakePath(UhtModule module, string suffix);
    }
}
