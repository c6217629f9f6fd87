// A made-up UHT session that mirrors part of the real fixture (test/fixtures/uht-rusteal/):
// Object, Actor, Pawn, a scene component, a struct exported normally and a NoExport one, enums
// whose values UHT could not parse (expressions, and one with preprocessor lines the exporter
// must give up on), a NotBlueprintType enum, a protected BlueprintCallable function, a
// BlueprintNativeEvent, an interface implemented by Pawn, a static function, defaults, containers,
// a delegate, and the members the exporter must leave out (private, network, deprecated,
// editor-only, non-native). The driver runs the exporter on it and writes the three files into
// the folder given as its argument; it prints UHT's log.
using System;
using System.IO;
using System.Text;
using EpicGames.UHT.Types;
using EpicGames.UHT.Utils;
using Rusteal.Exporter;

public static class MadeUpSession
{
    const EPropertyFlags Public = EPropertyFlags.NativeAccessSpecifierPublic;
    const EPropertyFlags Parm = EPropertyFlags.Parm | Public;

    sealed class Factory : IUhtExportFactory
    {
        public UhtSession Session { get; set; }
        public string OutputRoot;
        public void CommitOutput(string filePath, StringBuilder builder)
        {
            Directory.CreateDirectory(Path.GetDirectoryName(filePath));
            File.WriteAllText(filePath, builder.ToString(), new UTF8Encoding(false));
        }
        public string MakePath(UhtModule module, string suffix) { return Path.Combine(OutputRoot, suffix); }
    }

    static T Named<T>(T t, string source, string engine) where T : UhtType
    {
        t.SourceName = source;
        t.EngineName = engine;
        return t;
    }

    static T Prop<T>(T p, string name, EPropertyFlags flags) where T : UhtProperty
    {
        p.SourceName = name;
        p.EngineName = name;
        p.PropertyFlags = flags;
        return p;
    }

    static UhtFunction Func(UhtStruct owner, string name, EFunctionFlags flags)
    {
        var f = Named(new UhtFunction(owner, null), name, name);
        f.FunctionFlags = flags;
        f.FunctionType = UhtFunctionType.Function;
        return f;
    }

    static UhtEnum Enum(UhtPackage package, UhtHeaderFile header, string name, UhtEnumCppForm form, params object[] entries)
    {
        var e = Named(new UhtEnum(package, header), name, name);
        e.CppForm = form;
        e.UnderlyingType = UhtEnumUnderlyingType.Uint8;
        e.MetaData.Add("BlueprintType");
        for (int i = 0; i < entries.Length; i += 2)
            e.EnumValues.Add(new UhtEnumValue { Name = (form == UhtEnumCppForm.Regular ? "" : name + "::") + (string)entries[i], Value = (long)entries[i + 1] });
        return e;
    }

    public static UhtSession Build()
    {
        var session = new UhtSession();
        var core = new UhtModule(session, "CoreUObject", "/engine/CoreUObject/UHT");
        var engine = new UhtModule(session, "Engine", "/engine/Engine/UHT");
        new UhtModule(session, "RustealGenerator", "/project/RustealGenerator/UHT");
        var corePkg = core.Packages[0];
        var enginePkg = engine.Packages[0];

        var objectH = new UhtHeaderFile("UObject/Object.h", true, "");
        var noExportH = new UhtHeaderFile("UObject/NoExportTypes.h", true, "");
        var interfaceH = new UhtHeaderFile("UObject/Interface.h", true, "");
        var uobject = Named(new UhtClass(corePkg, objectH), "UObject", "Object");
        uobject.ClassFlags = EClassFlags.Native | EClassFlags.RequiredAPI | EClassFlags.Abstract;
        uobject.MetaData.Add("BlueprintType");
        var uinterface = Named(new UhtClass(corePkg, interfaceH), "UInterface", "Interface");
        uinterface.ClassFlags = EClassFlags.Native | EClassFlags.MinimalAPI | EClassFlags.Interface | EClassFlags.Abstract;
        uinterface.Super = uobject;

        var vector = Named(new UhtScriptStruct(corePkg, noExportH), "FVector", "Vector");
        vector.ScriptStructFlags = EStructFlags.NoExport | EStructFlags.Atomic;
        vector.MetaData.Add("BlueprintType");
        foreach (var axis in new[] { "X", "Y", "Z" })
            Prop(new UhtDoubleProperty(vector), axis, EPropertyFlags.Edit | EPropertyFlags.BlueprintVisible | Public);
        // NoExport and not in the exporter's list: no StaticStruct() to call.
        var frame = Named(new UhtScriptStruct(corePkg, noExportH), "FFrameNumberRange", "FrameNumberRange");
        frame.ScriptStructFlags = EStructFlags.NoExport;
        frame.MetaData.Add("BlueprintType");
        Prop(new UhtIntProperty(frame), "LowerBound", EPropertyFlags.BlueprintVisible | Public);

        var hitH = new UhtHeaderFile("Engine/HitResult.h", true, "");
        var hit = Named(new UhtScriptStruct(enginePkg, hitH), "FHitResult", "HitResult");
        hit.MetaData.Add("BlueprintType");
        Prop(new UhtFloatProperty(hit), "Time", EPropertyFlags.BlueprintVisible | Public);
        Prop(new UhtStructProperty(hit) { ScriptStruct = vector }, "ImpactPoint", EPropertyFlags.BlueprintVisible | Public);
        Prop(new UhtBoolProperty(hit), "bBlockingHit", EPropertyFlags.BlueprintVisible | Public);

        // Enums: one plain, one whose values UHT left at -1 (expressions), one namespaced, one the
        // exporter must give up on (preprocessor lines), one NotBlueprintType.
        var enumsH = new UhtHeaderFile("Engine/EngineTypes.h", true, @"
UENUM(BlueprintType)
enum class EAttachmentRule : uint8
{
	KeepRelative,
	KeepWorld,
	SnapToTarget,
};

UENUM(BlueprintType, meta = (Bitflags))
enum class EMovementFlags : uint8
{
	None = 0,
	Walk = 1 << 0,               // plain shift
	Swim = (1 << 1) UMETA(DisplayName = ""Swim, wet""),
	Fly = 0x4,
	WalkOrSwim = Walk | Swim,    /* earlier entries */
	All = ~(~0u << 3) & 0xFFu,
	Next,
};

UENUM(BlueprintType)
namespace ETouchIndex
{
	enum Type : int
	{
		Touch1,
		Touch2,
		MAX_TOUCHES = 2 UMETA(Hidden),
	};
}

UENUM(BlueprintType)
enum class EPlatformOnly : uint8
{
	Common = 1,
#if WITH_EDITOR
	EditorOnly = Common + 1,
#endif
};
");
        var attach = Enum(enginePkg, enumsH, "EAttachmentRule", UhtEnumCppForm.EnumClass,
                          "KeepRelative", 0L, "KeepWorld", 1L, "SnapToTarget", 2L, "EAttachmentRule_MAX", 3L);
        Enum(enginePkg, enumsH, "EMovementFlags", UhtEnumCppForm.EnumClass,
             "None", 0L, "Walk", -1L, "Swim", -1L, "Fly", 4L, "WalkOrSwim", -1L, "All", -1L, "Next", -1L, "EMovementFlags_MAX", -1L);
        var touch = Enum(enginePkg, enumsH, "ETouchIndex", UhtEnumCppForm.Namespaced,
                         "Touch1", 0L, "Touch2", 1L, "MAX_TOUCHES", -1L, "ETouchIndex_MAX", 3L);
        Enum(enginePkg, enumsH, "EPlatformOnly", UhtEnumCppForm.EnumClass, "Common", 1L, "EditorOnly", -1L);
        var hidden = Enum(enginePkg, enumsH, "EInternalState", UhtEnumCppForm.EnumClass, "A", 0L);
        hidden.MetaData.Add("NotBlueprintType");

        // Classes.
        var actorH = new UhtHeaderFile("GameFramework/Actor.h", true, "");
        var actor = Named(new UhtClass(enginePkg, actorH), "AActor", "Actor");
        actor.ClassFlags = EClassFlags.Native | EClassFlags.RequiredAPI;
        actor.MetaData.Add("BlueprintType");
        actor.Super = uobject;
        var sceneH = new UhtHeaderFile("Components/SceneComponent.h", true, "");
        var scene = Named(new UhtClass(enginePkg, sceneH), "USceneComponent", "SceneComponent");
        scene.ClassFlags = EClassFlags.Native | EClassFlags.RequiredAPI;
        scene.Super = uobject; // (UActorComponent in the engine)
        // Not a Blueprint type and no exposed member: exported only because Actor reaches it.
        scene.MetaData.Add("NotBlueprintType");
        Prop(new UhtBoolProperty(scene), "bVisible", Public);

        Prop(new UhtObjectProperty(actor) { Class = scene }, "RootComponent", EPropertyFlags.BlueprintVisible | EPropertyFlags.BlueprintReadOnly | EPropertyFlags.NativeAccessSpecifierProtected);
        Prop(new UhtFloatProperty(actor), "InitialLifeSpan", EPropertyFlags.Edit | EPropertyFlags.BlueprintVisible | EPropertyFlags.NativeAccessSpecifierProtected);
        Prop(new UhtIntProperty(actor), "PrivateCounter", EPropertyFlags.NativeAccessSpecifierPrivate); // left out
        Prop(new UhtBoolProperty(actor), "bOldFlag", EPropertyFlags.Deprecated | EPropertyFlags.Edit | Public); // left out
        Prop(new UhtStrProperty(actor), "EditorLabel", EPropertyFlags.EditorOnly | EPropertyFlags.Edit | Public); // left out
        var tags = Prop(new UhtArrayProperty(actor), "Tags", EPropertyFlags.Edit | EPropertyFlags.BlueprintVisible | Public);
        tags.ValueProperty = Prop(new UhtNameProperty(tags), "Tags", EPropertyFlags.None);
        var counts = Prop(new UhtMapProperty(actor), "Counts", EPropertyFlags.BlueprintVisible | Public);
        counts.KeyProperty = Prop(new UhtNameProperty(counts), "Counts_Key", EPropertyFlags.None);
        counts.ValueProperty = Prop(new UhtIntProperty(counts), "Counts", EPropertyFlags.None);
        var rule = Prop(new UhtEnumProperty(actor), "AttachRule", EPropertyFlags.BlueprintVisible | Public);
        rule.Enum = attach;
        var touchProp = Prop(new UhtByteProperty(actor), "LastTouch", EPropertyFlags.BlueprintVisible | Public);
        touchProp.Enum = touch;
        Prop(new UhtFieldPathProperty(actor), "WatchedField", EPropertyFlags.BlueprintVisible | Public); // exported; the generator skips it
        var fixedArr = Prop(new UhtIntProperty(actor), "Slots", EPropertyFlags.BlueprintVisible | Public);
        fixedArr.ArrayDimensions = "4";
        var badDim = Prop(new UhtIntProperty(actor), "Lanes", EPropertyFlags.BlueprintVisible | Public);
        badDim.ArrayDimensions = "ELanes::Count"; // the exporter cannot describe it: left out with a warning

        var signature = Named(new UhtFunction(actor, null), "ActorHitSignature__DelegateSignature", "ActorHitSignature__DelegateSignature");
        signature.FunctionType = UhtFunctionType.Delegate;
        signature.FunctionFlags = EFunctionFlags.MulticastDelegate | EFunctionFlags.Public | EFunctionFlags.Delegate;
        Prop(new UhtObjectProperty(signature) { Class = actor }, "SelfActor", Parm);
        Prop(new UhtStructProperty(signature) { ScriptStruct = hit }, "Hit", Parm | EPropertyFlags.OutParm | EPropertyFlags.ReferenceParm | EPropertyFlags.ConstParm);
        var onHit = Prop(new UhtMulticastDelegateProperty(actor, true), "OnActorHit", EPropertyFlags.BlueprintAssignable | Public);
        onHit.Function = signature;
        // Protected, but Blueprints bind it (as UEnvQueryInstanceBlueprintWrapper's OnQueryFinishedEvent): kept.
        var onShielded = Prop(new UhtMulticastDelegateProperty(actor, true), "OnShieldedHit",
                              EPropertyFlags.BlueprintAssignable | EPropertyFlags.NativeAccessSpecifierProtected);
        onShielded.Function = signature;

        const EFunctionFlags Callable = EFunctionFlags.Native | EFunctionFlags.Public | EFunctionFlags.BlueprintCallable;
        var getLocation = Func(actor, "K2_GetActorLocation", Callable | EFunctionFlags.BlueprintPure | EFunctionFlags.Const);
        Prop(new UhtStructProperty(getLocation) { ScriptStruct = vector }, "ReturnValue", Parm | EPropertyFlags.OutParm | EPropertyFlags.ReturnParm);
        var setHidden = Func(actor, "SetActorHiddenInGame", Callable);
        Prop(new UhtBoolProperty(setHidden), "bNewHidden", Parm);
        var setLifeSpan = Func(actor, "SetLifeSpan", Callable);
        Prop(new UhtFloatProperty(setLifeSpan), "InLifespan", Parm);
        setLifeSpan.MetaData.Add("CPP_Default_InLifespan", "0.000000");
        var addTag = Func(actor, "AddTagLater", Callable | EFunctionFlags.Protected); // protected and BlueprintCallable: kept
        Prop(new UhtNameProperty(addTag), "Tag", Parm);
        var reset = Func(actor, "OnReset", EFunctionFlags.Native | EFunctionFlags.Event | EFunctionFlags.BlueprintEvent | EFunctionFlags.Public | EFunctionFlags.BlueprintCallable);
        Prop(new UhtIntProperty(reset), "Generation", Parm);
        var lineTrace = Func(actor, "LineTraceSingle", Callable | EFunctionFlags.Static);
        Prop(new UhtObjectProperty(lineTrace) { Class = actor }, "WorldContext", Parm);
        Prop(new UhtStructProperty(lineTrace) { ScriptStruct = vector }, "Start", Parm | EPropertyFlags.ConstParm | EPropertyFlags.OutParm | EPropertyFlags.ReferenceParm);
        Prop(new UhtStructProperty(lineTrace) { ScriptStruct = hit }, "OutHit", Parm | EPropertyFlags.OutParm);
        Prop(new UhtBoolProperty(lineTrace), "ReturnValue", Parm | EPropertyFlags.OutParm | EPropertyFlags.ReturnParm);
        var getTags = Func(actor, "GetTagsCopy", Callable | EFunctionFlags.Const);
        var tagsRet = Prop(new UhtArrayProperty(getTags), "ReturnValue", Parm | EPropertyFlags.OutParm | EPropertyFlags.ReturnParm);
        tagsRet.ValueProperty = Prop(new UhtNameProperty(tagsRet), "ReturnValue", EPropertyFlags.None);
        // Left out: protected without BlueprintCallable, private, network, deprecated, not native.
        Func(actor, "ProtectedHelper", EFunctionFlags.Native | EFunctionFlags.Protected | EFunctionFlags.BlueprintEvent);
        Func(actor, "PrivateHelper", Callable | EFunctionFlags.Private);
        Func(actor, "ServerMove", Callable | EFunctionFlags.Net | EFunctionFlags.NetServer);
        Func(actor, "OldApi", Callable).MetaData.Add("DeprecatedFunction");
        Func(actor, "ScriptOnly", EFunctionFlags.Public | EFunctionFlags.BlueprintCallable);

        // An interface (UINTERFACE + native IFoo) with a BlueprintNativeEvent, implemented by Pawn.
        var navH = new UhtHeaderFile("AI/Navigation/NavAgentInterface.h", true, "");
        var nav = Named(new UhtClass(enginePkg, navH), "UNavAgentInterface", "NavAgentInterface");
        nav.ClassType = UhtClassType.Interface;
        nav.ClassFlags = EClassFlags.Native | EClassFlags.MinimalAPI | EClassFlags.Interface | EClassFlags.Abstract;
        nav.Super = uinterface;
        nav.MetaData.Add("BlueprintType");
        var navLocation = Func(nav, "GetNavAgentLocationBP", EFunctionFlags.Native | EFunctionFlags.Event | EFunctionFlags.BlueprintEvent | EFunctionFlags.Public | EFunctionFlags.BlueprintCallable | EFunctionFlags.Const);
        Prop(new UhtStructProperty(navLocation) { ScriptStruct = vector }, "ReturnValue", Parm | EPropertyFlags.OutParm | EPropertyFlags.ReturnParm);
        var inav = Named(new UhtClass(enginePkg, navH), "INavAgentInterface", "NavAgentInterface");
        inav.ClassType = UhtClassType.NativeInterface;

        var pawnH = new UhtHeaderFile("GameFramework/Pawn.h", true, "");
        var pawn = Named(new UhtClass(enginePkg, pawnH), "APawn", "Pawn");
        pawn.ClassFlags = EClassFlags.Native | EClassFlags.RequiredAPI | EClassFlags.Config;
        pawn.Super = actor;
        pawn.Bases.Add(inav);
        var possessed = Func(pawn, "IsPawnControlled", Callable | EFunctionFlags.BlueprintPure | EFunctionFlags.Const);
        Prop(new UhtBoolProperty(possessed), "ReturnValue", Parm | EPropertyFlags.OutParm | EPropertyFlags.ReturnParm);
        var spawn = Prop(new UhtClassProperty(pawn) { Class = uobject, MetaClass = actor }, "SpawnClass", EPropertyFlags.Edit | EPropertyFlags.BlueprintVisible | Public);
        spawn.SourceName = "SpawnClass";

        // A class that is neither a Blueprint type nor has exposed members, nor reached: not exported.
        var internalH = new UhtHeaderFile("Engine/Internal.h", false, "");
        var internalClass = Named(new UhtClass(enginePkg, internalH), "UInternalThing", "InternalThing");
        internalClass.ClassFlags = EClassFlags.Native | EClassFlags.MinimalAPI;
        internalClass.MetaData.Add("NotBlueprintType");
        internalClass.Super = uobject;
        // Exposed members but not exported from its module (no MinimalAPI or RequiredAPI): not exported.
        var hiddenClass = Named(new UhtClass(enginePkg, internalH), "UUnexportedThing", "UnexportedThing");
        hiddenClass.ClassFlags = EClassFlags.Native;
        hiddenClass.Super = uobject;
        Prop(new UhtIntProperty(hiddenClass), "Visible", EPropertyFlags.BlueprintVisible | Public);
        // Deprecated, though a Blueprint type: not exported.
        var oldClass = Named(new UhtClass(enginePkg, internalH), "UOldThing", "OldThing");
        oldClass.ClassFlags = EClassFlags.Native | EClassFlags.MinimalAPI | EClassFlags.Deprecated;
        oldClass.MetaData.Add("BlueprintType");
        oldClass.Super = uobject;
        return session;
    }

    public static int Main(string[] args)
    {
        if (args.Length != 1)
        {
            Console.Error.WriteLine("usage: MadeUpSession.exe <output folder>");
            return 2;
        }
        var session = Build();
        var factory = new Factory { Session = session, OutputRoot = args[0] };
        RustealExport.Generate(factory);
        foreach (var line in session.Log) Console.WriteLine(line);
        return 0;
    }
}
