// Stand-in declarations of the Unreal Engine 5 API the Rusteal plugin sources use (see README.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <type_traits>
#include <utility>

// ---- basic types and macros ---------------------------------------------------------------------
using uint8 = std::uint8_t;
using uint16 = std::uint16_t;
using uint32 = std::uint32_t;
using uint64 = std::uint64_t;
using int8 = std::int8_t;
using int16 = std::int16_t;
using int32 = std::int32_t;
using int64 = std::int64_t;
using SIZE_T = std::size_t;
using TCHAR = char16_t;
using ANSICHAR = char;
#define TEXT(x) u##x
#define PLATFORM_WINDOWS 0
#define PLATFORM_MAC 0
#define PLATFORM_LINUX 1
#define WITH_EDITORONLY_DATA 1
#define WITH_EDITOR 1
#define INDEX_NONE (-1)
#define UINT32_MAX_VALUE 0xffffffffu
#define check(x) ((void)(x))
#define UCLASS(...)
#define USTRUCT(...)
#define UFUNCTION(...)
#define UPROPERTY(...)
#define BODY_MACRO_COMBINE_INNER(A, B, C, D) A##B##C##D
#define BODY_MACRO_COMBINE(A, B, C, D) BODY_MACRO_COMBINE_INNER(A, B, C, D)
#define GENERATED_BODY() BODY_MACRO_COMBINE(CURRENT_FILE_ID, _, __LINE__, _GENERATED_BODY)

class UObject;
class UObjectBase;
class UClass;
class UStruct;
class UFunction;
class UScriptStruct;
class UEnum;
class UPackage;
class UWorld;
class AActor;
class APawn;
class APlayerController;
class UGameInstance;
class UWidget;
class FProperty;
class FField;
class FFrame;
class FOutputDevice;

template <typename T> struct TRemoveReference { using Type = std::remove_reference_t<T>; };
template <typename T> T&& MoveTemp(T& Obj) { return static_cast<T&&>(Obj); }
template <typename T> T&& MoveTemp(T&& Obj) { return static_cast<T&&>(Obj); }

struct FMath {
    template <typename T> static T Max(T A, T B) { return A < B ? B : A; }
    template <typename T> static T Min(T A, T B) { return A < B ? A : B; }
};
struct FMemory {
    static void* Malloc(SIZE_T Count, uint32 Alignment = 0);
    static void Free(void* Original);
    static void* Memzero(void* Dest, SIZE_T Count);
    static void* Memcpy(void* Dest, const void* Src, SIZE_T Count);
};
#define FMemory_Alloca_Aligned(Size, Alignment) ::FMemory::Malloc(Size, Alignment)

// ---- containers ----------------------------------------------------------------------------------
template <uint32 N> class TInlineAllocator {};
class FDefaultAllocator {};
template <typename T, typename Allocator = FDefaultAllocator>
class TArray {
public:
    TArray();
    TArray(std::initializer_list<T> List);
    int32 Num() const;
    bool IsValidIndex(int32 Index) const;
    int32 Add(const T& Item);
    int32 Add(T&& Item);
    void Insert(const T& Item, int32 Index);
    void Append(const T* Ptr, int32 Count);
    void Append(const TArray& Other);
    void Reset();
    T* GetData();
    const T* GetData() const;
    T& operator[](int32 Index);
    const T& operator[](int32 Index) const;
    T* begin();
    T* end();
    const T* begin() const;
    const T* end() const;
    template <typename Predicate> int32 RemoveAll(const Predicate& Pred) { (void)Pred; return 0; }
};
template <typename T>
class TSet {
public:
    void Add(const T& Item);
    int32 Remove(const T& Item);
    bool Contains(const T& Item) const;
    int32 Num() const;
    const T* begin() const;
    const T* end() const;
};
template <typename K, typename V>
struct TPair {
    K Key;
    V Value;
    TPair() = default;
    TPair(const K& InKey, const V& InValue) : Key(InKey), Value(InValue) {}
};
template <typename K, typename V>
class TMap {
public:
    class TIterator {
    public:
        explicit operator bool() const;
        TIterator& operator++();
        const K& Key() const;
        V& Value() const;
        void RemoveCurrent();
    };
    V& FindOrAdd(const K& Key);
    V* Find(const K& Key);
    V& Add(const K& Key, const V& Value);
    int32 Remove(const K& Key);
    bool RemoveAndCopyValue(const K& Key, V& OutRemovedValue);
    TIterator CreateIterator();
};

template <typename FuncType> class TFunction;
template <typename Ret, typename... Args>
class TFunction<Ret(Args...)> {
public:
    TFunction();
    TFunction(std::nullptr_t);
    template <typename F> TFunction(F&& Functor) { (void)Functor; }
    Ret operator()(Args... A) const;
    explicit operator bool() const;
};
template <typename FuncType> class TFunctionRef;
template <typename Ret, typename... Args>
class TFunctionRef<Ret(Args...)> {
public:
    template <typename F> TFunctionRef(F&& Functor) { (void)Functor; }
    Ret operator()(Args... A) const;
};

template <typename T>
class TUniquePtr {
public:
    TUniquePtr();
    TUniquePtr(TUniquePtr&& Other);
    template <typename U> TUniquePtr(TUniquePtr<U>&& Other);
    TUniquePtr& operator=(TUniquePtr&& Other);
    template <typename U> TUniquePtr& operator=(TUniquePtr<U>&& Other);
    ~TUniquePtr();
    T* operator->() const;
    T& operator*() const;
    T* Get() const;
    void Reset(T* NewPtr = nullptr);
    explicit operator bool() const;
};
template <typename T, typename... Args> TUniquePtr<T> MakeUnique(Args&&... A) { (void)sizeof...(A); return TUniquePtr<T>(); }
template <typename T>
class TSharedPtr {
public:
    TSharedPtr();
    bool IsValid() const;
    T* operator->() const;
    explicit operator bool() const;
};
template <typename T> class TSharedRef {
public:
    T* operator->() const;
};
template <typename T>
class TObjectPtr {
public:
    TObjectPtr();
    TObjectPtr(T* Object);
    TObjectPtr& operator=(T* Object);
    T* Get() const;
    T* operator->() const;
    operator T*() const;
    explicit operator bool() const;
};

// ---- strings, names, text -------------------------------------------------------------------------
class FString {
public:
    FString();
    FString(const TCHAR* Str);
    explicit FString(int32 InCount, const TCHAR* InSrc);
    const TCHAR* operator*() const;
    bool IsEmpty() const;
    bool StartsWith(const TCHAR* Prefix) const;
    bool ToBool() const;
    int32 ParseIntoArray(TArray<FString>& OutArray, const TCHAR* pchDelim, bool InCullEmpty = true) const;
    FString& operator+=(const FString& Str);
    template <typename... Types> static FString Printf(const TCHAR* Fmt, Types... Args);
    static FString Join(const TArray<FString>& Array, const TCHAR* Separator);
};
FString operator+(const FString& Lhs, const FString& Rhs);
FString operator+(const TCHAR* Lhs, const FString& Rhs);
FString operator+(const FString& Lhs, const TCHAR* Rhs);
bool operator==(const FString& Lhs, const FString& Rhs);
bool operator!=(const FString& Lhs, const FString& Rhs);
bool operator!=(const FString& Lhs, const TCHAR* Rhs);
bool operator!=(const TCHAR* Lhs, const FString& Rhs);
struct FCString {
    static int32 Atoi(const TCHAR* String);
    static float Atof(const TCHAR* String);
};

class FText {
public:
    static FText FromString(const FString& String);
    const FString& ToString() const;
};

struct FNameEntryId {
    uint32 ToUnstableInt() const;
    static FNameEntryId FromUnstableInt(uint32 Value);
};
enum EName : uint32 { NAME_None = 0 };
class FName {
public:
    FName();
    FName(EName Name);
    FName(const TCHAR* Name);
    FName(const ANSICHAR* Name);
    FName(FNameEntryId InComparisonIndex, FNameEntryId InDisplayIndex, int32 InNumber);
    FString ToString() const;
    bool IsNone() const;
    FNameEntryId GetComparisonIndex() const;
    int32 GetNumber() const;
    bool operator==(const FName& Other) const;
};

class FUTF8ToTCHAR {
public:
    FUTF8ToTCHAR(const ANSICHAR* Source, int32 SourceLen);
    const TCHAR* Get() const;
    int32 Length() const;
};
class FTCHARToUTF8 {
public:
    explicit FTCHARToUTF8(const TCHAR* Source);
    const ANSICHAR* Get() const;
    int32 Length() const;
};
const TCHAR* StandInUtf8ToTChar(const ANSICHAR* Str);
const ANSICHAR* StandInTCharToUtf8(const TCHAR* Str);
#define UTF8_TO_TCHAR(Str) StandInUtf8ToTChar(Str)
#define TCHAR_TO_UTF8(Str) StandInTCharToUtf8(Str)

// ---- logging ----------------------------------------------------------------------------------------
namespace ELogVerbosity { enum Type : uint8 { NoLogging, Fatal, Error, Warning, Display, Log, Verbose, All }; }
struct FLogCategoryBase { const TCHAR* Name; };
#define DECLARE_LOG_CATEGORY_EXTERN(CategoryName, DefaultVerbosity, CompileTimeVerbosity) extern FLogCategoryBase CategoryName
#define DEFINE_LOG_CATEGORY(CategoryName) FLogCategoryBase CategoryName{TEXT(#CategoryName)}
template <typename... Types> void StandInLog(const FLogCategoryBase& Category, ELogVerbosity::Type Verbosity, const TCHAR* Fmt, Types... Args);
#define UE_LOG(CategoryName, Verbosity, Format, ...) StandInLog(CategoryName, ELogVerbosity::Verbosity, Format, ##__VA_ARGS__)
class FOutputDevice {};
extern FOutputDevice* GLog;
extern bool GIsEditor;
class FTokenizedMessage {};
class FMessageLog {
public:
    FMessageLog(const FName& InLogName);
    TSharedRef<FTokenizedMessage> Error(const FText& InMessage = FText());
};

// ---- delegates ---------------------------------------------------------------------------------------
class FDelegateHandle {};
template <typename Signature> class TDelegate;
template <typename Ret, typename... Args>
class TDelegate<Ret(Args...)> {
public:
    template <typename F> static TDelegate CreateLambda(F&& Functor) { (void)Functor; return TDelegate(); }
    template <typename C, typename M> static TDelegate CreateRaw(C* Object, M Method) { (void)Object; (void)Method; return TDelegate(); }
};
template <typename Signature> class TMulticastDelegate;
template <typename... Args>
class TMulticastDelegate<void(Args...)> {
public:
    using FDelegate = TDelegate<void(Args...)>;
    FDelegateHandle Add(const FDelegate& Delegate);
    void Broadcast(Args... A) const;
};
#define DECLARE_MULTICAST_DELEGATE_OneParam(Name, P1) using Name = TMulticastDelegate<void(P1)>
using FSimpleMulticastDelegate = TMulticastDelegate<void()>;
using FTickerDelegate = TDelegate<bool(float)>;
using FExecuteAction = TDelegate<void()>;
template <typename T>
class TAttribute {
public:
    TAttribute();
    TAttribute(const T& Value);
    template <typename F> static TAttribute CreateLambda(F&& Functor) { (void)Functor; return TAttribute(); }
};

// ---- core application ---------------------------------------------------------------------------------
struct FApp { static const TCHAR* GetProjectName(); };
struct FPaths {
    static FString ProjectDir();
    static FString ProjectPluginsDir();
    static FString ConvertRelativePathToFull(const FString& InPath);
    template <typename... Paths> static FString Combine(Paths&&... InPaths);
};
struct FPlatformProcess { static uint32 GetCurrentProcessId(); };
struct FPlatformMisc { static bool GetUseVirtualJoysticks(); };
class FEngineVersion {
public:
    static const FEngineVersion& Current();
    FString ToString() const;
};
class IModuleInterface {
public:
    virtual ~IModuleInterface();
    virtual void StartupModule();
    virtual void ShutdownModule();
};
class FDefaultModuleImpl : public IModuleInterface {};
#define IMPLEMENT_MODULE(ModuleImplClass, ModuleName) \
    extern "C" IModuleInterface* InitializeModule_##ModuleName() { return new ModuleImplClass(); }
class IPlugin {
public:
    virtual ~IPlugin();
    virtual FString GetBaseDir() const = 0;
};
class IPluginManager {
public:
    static IPluginManager& Get();
    virtual TSharedPtr<IPlugin> FindPlugin(const FString& Name) = 0;
};
class FTSTicker {
public:
    struct FElement;
    using FDelegateHandle = TSharedPtr<FElement>;
    static FTSTicker& GetCoreTicker();
    FDelegateHandle AddTicker(const FTickerDelegate& InDelegate, float InDelay = 0.0f);
    static void RemoveTicker(FDelegateHandle Handle);
};

// ---- console -----------------------------------------------------------------------------------------------
enum EConsoleVariableFlags : uint32 { ECVF_Default = 0, ECVF_SetByCode = 0x0C000000 };
class IConsoleObject { public: virtual ~IConsoleObject(); };
class IConsoleVariable : public IConsoleObject {
public:
    virtual FString GetString() const = 0;
    virtual void Set(const TCHAR* InValue, EConsoleVariableFlags SetBy = ECVF_SetByCode) = 0;
};
class IConsoleCommand : public IConsoleObject {};
using FConsoleCommandWithArgsDelegate = TDelegate<void(const TArray<FString>&)>;
using FConsoleCommandWithWorldAndArgsDelegate = TDelegate<void(const TArray<FString>&, UWorld*)>;
class IConsoleManager {
public:
    static IConsoleManager& Get();
    virtual IConsoleCommand* RegisterConsoleCommand(const TCHAR* Name, const TCHAR* Help, const FConsoleCommandWithWorldAndArgsDelegate& Command, uint32 Flags = ECVF_Default) = 0;
    virtual IConsoleVariable* RegisterConsoleVariable(const TCHAR* Name, bool DefaultValue, const TCHAR* Help, uint32 Flags = ECVF_Default) = 0;
    virtual IConsoleVariable* RegisterConsoleVariable(const TCHAR* Name, int32 DefaultValue, const TCHAR* Help, uint32 Flags = ECVF_Default) = 0;
    virtual IConsoleVariable* RegisterConsoleVariable(const TCHAR* Name, float DefaultValue, const TCHAR* Help, uint32 Flags = ECVF_Default) = 0;
    virtual IConsoleVariable* RegisterConsoleVariable(const TCHAR* Name, const FString& DefaultValue, const TCHAR* Help, uint32 Flags = ECVF_Default) = 0;
    virtual IConsoleObject* FindConsoleObject(const TCHAR* Name, bool bTrackFrequentCalls = true) const = 0;
    virtual IConsoleVariable* FindConsoleVariable(const TCHAR* Name, bool bTrackFrequentCalls = true) const = 0;
    virtual void UnregisterConsoleObject(IConsoleObject* ConsoleObject, bool bKeepState = true) = 0;
};
class FAutoConsoleCommand {
public:
    FAutoConsoleCommand(const TCHAR* Name, const TCHAR* Help, const FConsoleCommandWithArgsDelegate& Command, uint32 Flags = ECVF_Default);
};

// ---- objects -------------------------------------------------------------------------------------------------
enum EObjectFlags : uint32 {
    RF_NoFlags = 0, RF_Public = 0x1, RF_Standalone = 0x2, RF_MarkAsNative = 0x4, RF_Transactional = 0x8,
    RF_ClassDefaultObject = 0x10, RF_Transient = 0x40,
};
inline EObjectFlags operator|(EObjectFlags A, EObjectFlags B) { return EObjectFlags(uint32(A) | uint32(B)); }
enum class EInternalObjectFlags : int32 { None = 0 };
using ERenameFlags = uint32;
#define REN_None (0x0000)
#define REN_DontCreateRedirectors (0x0010)
#define REN_NonTransactional (0x0020)
enum EPackageFlags : uint32 { PKG_None = 0, PKG_CompiledIn = 0x00000010 };

class UObjectBase {
public:
    UClass* GetClass() const;
    UObject* GetOuter() const;
    FName GetFName() const;
};
class UObjectBaseUtility : public UObjectBase {
public:
    bool HasAnyFlags(EObjectFlags FlagsToCheck) const;
    void SetFlags(EObjectFlags NewFlags);
    void AddToRoot();
    void RemoveFromRoot();
    FString GetName() const;
    bool IsA(const UClass* SomeBase) const;
    template <typename T> bool IsA() const;
};
class UObject : public UObjectBaseUtility {
public:
    using Super = UObject;
    using ThisClass = UObject;
    static UClass* StaticClass();
    virtual ~UObject();
    UFunction* FindFunction(FName InName) const;
    virtual void ProcessEvent(UFunction* Function, void* Parms);
    virtual UWorld* GetWorld() const;
    UObject* GetDefaultSubobjectByName(FName ToFind);
    virtual bool Rename(const TCHAR* NewName = nullptr, UObject* NewOuter = nullptr, ERenameFlags Flags = REN_None);
    void LoadConfig(UClass* ConfigClass = nullptr, const TCHAR* Filename = nullptr, uint32 PropagationFlags = 0, FProperty* PropertyToLoad = nullptr);
};
bool IsValid(const UObject* Test);
template <typename To, typename From> To* Cast(From* Src);
template <typename To, typename From> To* Cast(const TObjectPtr<From>& Src);

class FObjectInitializer {
public:
    UObject* GetObj() const;
    UClass* GetClass() const;
    UObject* CreateDefaultSubobject(UObject* Outer, FName SubobjectFName, const UClass* ReturnType, const UClass* ClassToCreateByDefault, bool bIsRequired = true, bool bIsTransient = false) const;
};

class UField : public UObject {
public:
    UField* Next;
    virtual void Bind();
};
class UStruct : public UField {
public:
    UField* Children;
    FField* ChildProperties;
    virtual void SetSuperStruct(UStruct* NewSuperStruct);
    UStruct* GetSuperStruct() const;
    virtual void AddCppProperty(FProperty* Property);
    virtual void StaticLink(bool bRelinkExistingProperties = false);
    int32 GetStructureSize() const;
    bool IsChildOf(const UStruct* SomeBase) const;
    template <typename T> bool IsChildOf() const;
    void SetMetaData(const TCHAR* Key, const TCHAR* InValue);
};

enum EClassFlags : uint32 {
    CLASS_None = 0, CLASS_Abstract = 0x1, CLASS_Config = 0x4, CLASS_Native = 0x80, CLASS_CompiledFromBlueprint = 0x40000,
    CLASS_Interface = 0x4000, CLASS_Inherit = 0x4 | 0x8 | 0x20 | 0x400 | 0x4000,
};
inline EClassFlags operator|(EClassFlags A, EClassFlags B) { return EClassFlags(uint32(A) | uint32(B)); }
inline EClassFlags operator&(EClassFlags A, EClassFlags B) { return EClassFlags(uint32(A) & uint32(B)); }
inline EClassFlags operator~(EClassFlags A) { return EClassFlags(~uint32(A)); }
inline EClassFlags& operator|=(EClassFlags& A, EClassFlags B) { return A = A | B; }
enum EClassCastFlags : uint64 { CASTCLASS_None = 0 };
inline EClassCastFlags& operator|=(EClassCastFlags& A, EClassCastFlags B) { return A = EClassCastFlags(uint64(A) | uint64(B)); }
namespace EIncludeSuperFlag { enum Type { ExcludeSuper, IncludeSuper }; }
struct FImplementedInterface {
    UClass* Class;
    int32 PointerOffset;
    bool bImplementedByK2;
    FImplementedInterface(UClass* InClass, int32 InOffset, bool InImplementedByK2);
};
using ClassConstructorType = void (*)(const FObjectInitializer&);
class UClass : public UStruct {
public:
    ClassConstructorType ClassConstructor;
    UClass* ClassWithin;
    EClassFlags ClassFlags;
    EClassCastFlags ClassCastFlags;
    FName ClassConfigName;
    TArray<FImplementedInterface> Interfaces;
    UClass* GetSuperClass() const;
    bool HasAnyClassFlags(EClassFlags FlagsToCheck) const;
    bool ImplementsInterface(const UClass* SomeInterface) const;
    UObject* GetDefaultObject(bool bCreateIfNeeded = true) const;
    template <typename T> T* GetDefaultObject() const;
    UFunction* FindFunctionByName(FName InName, EIncludeSuperFlag::Type IncludeSuper = EIncludeSuperFlag::IncludeSuper) const;
    void AddFunctionToFunctionMap(UFunction* Function, FName FuncName);
    void AssembleReferenceTokenStream(bool bForce = false);
};
template <typename T> const T* GetDefault();

// ---- script VM -----------------------------------------------------------------------------------------------------
#define RESULT_PARAM Z_Param__Result
#define RESULT_DECL void* const RESULT_PARAM
using FNativeFuncPtr = void (*)(UObject* Context, FFrame& TheStack, RESULT_DECL);
#define DECLARE_FUNCTION(func) static void func(UObject* Context, FFrame& Stack, RESULT_DECL)
#define DEFINE_FUNCTION(func) void func(UObject* Context, FFrame& Stack, RESULT_DECL)
#define P_FINISH Stack.Code += !!Stack.Code;
#define P_NATIVE_BEGIN {
#define P_NATIVE_END }
class FFrame {
public:
    UFunction* Node;
    UObject* Object;
    uint8* Code;
    uint8* Locals;
    UFunction* CurrentNativeFunction;
    uint8* MostRecentPropertyAddress;
    template <class TProperty> void StepCompiledIn(void* Result);
    template <class TProperty, typename TNativeType> TNativeType& StepCompiledInRef(void* TemporaryBuffer);
    static void KismetExecutionMessage(const TCHAR* Message, ELogVerbosity::Type Verbosity, FName WarningId = FName());
};
enum EFunctionFlags : uint32 {
    FUNC_None = 0, FUNC_Final = 0x1, FUNC_Native = 0x400, FUNC_Event = 0x800, FUNC_Public = 0x20000,
    FUNC_Delegate = 0x00100000, FUNC_MulticastDelegate = 0x00010000,
};
inline EFunctionFlags operator|(EFunctionFlags A, EFunctionFlags B) { return EFunctionFlags(uint32(A) | uint32(B)); }
inline EFunctionFlags& operator|=(EFunctionFlags& A, EFunctionFlags B) { return A = A | B; }
class UFunction : public UStruct {
public:
    EFunctionFlags FunctionFlags;
    uint16 ParmsSize;
    void SetNativeFunc(FNativeFuncPtr InFunc);
    FProperty* GetReturnProperty() const;
};
class UScriptStruct : public UStruct {
public:
    void InitializeStruct(void* Dest, int32 ArrayDim = 1) const;
    void DestroyStruct(void* Dest, int32 ArrayDim = 1) const;
    void CopyScriptStruct(void* Dest, void const* Src, int32 ArrayDim = 1) const;
    void PrepareCppStructOps();
};
enum class EEnumFlags : uint8 { None = 0 };
class UEnum : public UField {
public:
    enum class ECppForm { Regular, Namespaced, EnumClass };
    bool SetEnums(TArray<TPair<FName, int64>>& InNames, ECppForm InCppForm, EEnumFlags InFlags = EEnumFlags::None, bool bAddMaxKeyIfMissing = true);
    void SetMetaData(const TCHAR* Key, const TCHAR* InValue);
};
class UPackage : public UObject {
public:
    void SetPackageFlags(uint32 NewFlags);
};
enum class EFindFirstObjectOptions : uint32 { None = 0, ExactClass = 1, NativeFirst = 2 };
template <typename T> T* NewObject(UObject* Outer, FName Name = NAME_None, EObjectFlags Flags = RF_NoFlags);
template <typename T> T* NewObject(UObject* Outer, const UClass* Class, FName Name = NAME_None, EObjectFlags Flags = RF_NoFlags);
template <typename T> T* FindObject(UObject* Outer, const TCHAR* Name, bool ExactClass = false);
template <typename T> T* FindFirstObject(const TCHAR* Name, EFindFirstObjectOptions Options = EFindFirstObjectOptions::None);
template <typename T> T* LoadObject(UObject* Outer, const TCHAR* Name, const TCHAR* Filename = nullptr, uint32 LoadFlags = 0);
UObject* StaticFindObject(UClass* Class, UObject* InOuter, const TCHAR* Name, bool ExactClass = false);
UObject* StaticLoadObject(UClass* Class, UObject* InOuter, const TCHAR* Name, const TCHAR* Filename = nullptr, uint32 LoadFlags = 0);
UPackage* GetTransientPackage();
UPackage* FindPackage(UObject* InOuter, const TCHAR* PackageName);
UPackage* CreatePackage(const TCHAR* PackageName);
void GetObjectsWithOuter(const UObjectBase* Outer, TArray<UObject*>& Results, bool bIncludeNestedObjects = true, EObjectFlags ExclusionFlags = RF_ClassDefaultObject, EInternalObjectFlags ExclusionInternalFlags = EInternalObjectFlags::None);
enum class ENotifyRegistrationType { NRT_Class, NRT_Struct, NRT_Enum };
enum class ENotifyRegistrationPhase { NRP_Added, NRP_Started, NRP_Finished };
void NotifyRegistrationEvent(const TCHAR* PackageName, const TCHAR* Name, ENotifyRegistrationType NotifyRegistrationType, ENotifyRegistrationPhase NotifyRegistrationPhase, UObject* (*InRegister)() = nullptr, bool InbDynamic = false, UObject* FinishedObject = nullptr);
#define GET_FUNCTION_NAME_CHECKED(ClassName, FunctionName) FName(TEXT(#FunctionName))
#define HEADER_GENERATED_DELEGATE_SIGNATURE_SUFFIX TEXT("__DelegateSignature")
template <typename T>
class TObjectIterator {
public:
    TObjectIterator();
    explicit operator bool() const;
    TObjectIterator& operator++();
    T* operator*() const;
    T* operator->() const;
};
class FUObjectArray {
public:
    class FUObjectDeleteListener {
    public:
        virtual ~FUObjectDeleteListener();
        virtual void NotifyUObjectDeleted(const UObjectBase* Object, int32 Index) = 0;
        virtual void OnUObjectArrayShutdown() = 0;
    };
    void AddUObjectDeleteListener(FUObjectDeleteListener* Listener);
    void RemoveUObjectDeleteListener(FUObjectDeleteListener* Listener);
};
extern FUObjectArray GUObjectArray;

class FWeakObjectPtr {
    int32 ObjectIndex;
    int32 ObjectSerialNumber;
public:
    FWeakObjectPtr();
    FWeakObjectPtr(const UObject* Object);
    UObject* Get() const;
    bool IsValid() const;
};
template <typename T>
class TWeakObjectPtr {
public:
    TWeakObjectPtr();
    TWeakObjectPtr(T* Object);
    T* Get() const;
    bool operator==(const TWeakObjectPtr& Other) const;
};
template <typename T> uint32 GetTypeHash(const TWeakObjectPtr<T>& Ptr);
class FSoftObjectPath {
public:
    FSoftObjectPath();
    explicit FSoftObjectPath(const FString& Path);
    FString ToString() const;
};
class FSoftObjectPtr {
public:
    FSoftObjectPtr();
    explicit FSoftObjectPtr(const FSoftObjectPath& Path);
    const FSoftObjectPath& ToSoftObjectPath() const;
};
template <typename T>
class TSubclassOf {
public:
    TSubclassOf();
    TSubclassOf(UClass* From);
};

// ---- properties --------------------------------------------------------------------------------------------------
enum EPropertyFlags : uint64 {
    CPF_None = 0, CPF_Edit = 0x1, CPF_BlueprintVisible = 0x4, CPF_ExportObject = 0x8, CPF_BlueprintReadOnly = 0x10,
    CPF_Parm = 0x80, CPF_OutParm = 0x100, CPF_ReturnParm = 0x400, CPF_EditConst = 0x20000,
    CPF_InstancedReference = 0x80000, CPF_BlueprintAssignable = 0x10000000,
};
inline EPropertyFlags operator|(EPropertyFlags A, EPropertyFlags B) { return EPropertyFlags(uint64(A) | uint64(B)); }
class FFieldVariant {
public:
    FFieldVariant(UObject* InObject);
    FFieldVariant(FField* InField);
};
class FFieldClass {
public:
    FString GetName() const;
};
class FField {
public:
    FField* Next;
    virtual ~FField();
    FString GetName() const;
    FName GetFName() const;
    FFieldClass* GetClass() const;
    UClass* GetOwnerClass() const;
    void SetMetaData(const FName& Key, const TCHAR* InValue);
    static FField* Duplicate(const FField* InField, FFieldVariant DestOwner, const FName DestName = NAME_None, EObjectFlags FlagMask = RF_NoFlags, EInternalObjectFlags InternalFlagsMask = EInternalObjectFlags::None);
};
class FProperty : public FField {
public:
    FProperty(FFieldVariant InOwner, const FName& InName, EObjectFlags InObjectFlags);
    int32 GetArrayDim() const;
    int32 GetElementSize() const;
    int32 GetSize() const;
    int32 GetMinAlignment() const;
    int32 GetOffset_ForInternal() const;
    bool HasAnyPropertyFlags(uint64 FlagsToCheck) const;
    void SetPropertyFlags(EPropertyFlags NewFlags);
    template <typename ValueType> ValueType* ContainerPtrToValuePtr(void* ContainerPtr, int32 ArrayIndex = 0) const;
    template <typename ValueType> const ValueType* ContainerPtrToValuePtr(const void* ContainerPtr, int32 ArrayIndex = 0) const;
    void InitializeValue(void* Dest) const;
    void InitializeValue_InContainer(void* Dest) const;
    void DestroyValue(void* Dest) const;
    void DestroyValue_InContainer(void* Dest) const;
    void CopyCompleteValue(void* Dest, void const* Src) const;
    void CopySingleValue(void* Dest, void const* Src) const;
};
template <typename To> To* CastField(FField* Src);
template <typename To> const To* CastField(const FField* Src);
template <typename T> T* FindFProperty(const UStruct* Owner, FName FieldName);
template <typename InTCppType>
class TProperty : public FProperty {
public:
    using FProperty::FProperty;
    static InTCppType GetPropertyValue(void const* A);
    static void SetPropertyValue(void* A, const InTCppType& Value);
};
class FNumericProperty : public FProperty {
public:
    using FProperty::FProperty;
    int64 GetSignedIntPropertyValue(void const* Data) const;
    void SetIntPropertyValue(void* Data, int64 Value) const;
};
template <typename T>
class TProperty_Numeric : public FNumericProperty {
public:
    using FNumericProperty::FNumericProperty;
    static T GetPropertyValue(void const* A);
    static void SetPropertyValue(void* A, const T& Value);
};
class FBoolProperty : public FProperty {
public:
    using FProperty::FProperty;
    bool GetPropertyValue(void const* A) const;
    void SetPropertyValue(void* A, bool Value) const;
    void SetBoolSize(const uint32 InSize, const bool bIsNativeBool = false, const uint32 InBitMask = 0);
};
class FIntProperty : public TProperty_Numeric<int32> { public: using TProperty_Numeric::TProperty_Numeric; };
class FInt64Property : public TProperty_Numeric<int64> { public: using TProperty_Numeric::TProperty_Numeric; };
class FByteProperty : public TProperty_Numeric<uint8> { public: using TProperty_Numeric::TProperty_Numeric; };
class FFloatProperty : public TProperty_Numeric<float> { public: using TProperty_Numeric::TProperty_Numeric; };
class FDoubleProperty : public TProperty_Numeric<double> { public: using TProperty_Numeric::TProperty_Numeric; };
class FStrProperty : public TProperty<FString> { public: using TProperty::TProperty; };
class FNameProperty : public TProperty<FName> { public: using TProperty::TProperty; };
class FTextProperty : public TProperty<FText> { public: using TProperty::TProperty; };
class FObjectPropertyBase : public FProperty {
public:
    using FProperty::FProperty;
    UClass* PropertyClass;
    UObject* GetObjectPropertyValue(const void* PropertyValueAddress) const;
    void SetObjectPropertyValue(void* PropertyValueAddress, UObject* Value) const;
    void SetObjectPropertyValue_InContainer(void* PropertyValueAddress, UObject* Value, int32 ArrayIndex = 0) const;
};
class FObjectProperty : public FObjectPropertyBase { public: using FObjectPropertyBase::FObjectPropertyBase; };
class FClassProperty : public FObjectProperty {
public:
    using FObjectProperty::FObjectProperty;
    UClass* MetaClass;
};
class FWeakObjectProperty : public FObjectPropertyBase { public: using FObjectPropertyBase::FObjectPropertyBase; };
class FSoftObjectProperty : public FObjectPropertyBase {
public:
    using FObjectPropertyBase::FObjectPropertyBase;
    static FSoftObjectPtr GetPropertyValue(void const* A);
    static void SetPropertyValue(void* A, const FSoftObjectPtr& Value);
};
class FStructProperty : public FProperty {
public:
    using FProperty::FProperty;
    UScriptStruct* Struct;
};
class FEnumProperty : public FProperty {
public:
    using FProperty::FProperty;
    void SetEnum(UEnum* InEnum);
    FNumericProperty* GetUnderlyingProperty() const;
    void AddCppProperty(FProperty* Inner);
};
class FArrayProperty : public FProperty {
public:
    using FProperty::FProperty;
    FProperty* Inner;
    void AddCppProperty(FProperty* Property);
};
class FSetProperty : public FProperty {
public:
    using FProperty::FProperty;
    FProperty* ElementProp;
    void AddCppProperty(FProperty* Property);
};
class FMapProperty : public FProperty {
public:
    using FProperty::FProperty;
    FProperty* KeyProp;
    FProperty* ValueProp;
    void AddCppProperty(FProperty* Property);
};
class FScriptDelegate {
public:
    void BindUFunction(UObject* InObject, const FName& InFunctionName);
    void Unbind();
};
class FMulticastScriptDelegate {
public:
    template <class UObjectTemplate> void ProcessMulticastDelegate(void* Parameters) const;
};
class FDelegateProperty : public FProperty {
public:
    using FProperty::FProperty;
    UFunction* SignatureFunction;
    FScriptDelegate* GetPropertyValuePtr_InContainer(void* A, int32 ArrayIndex = 0) const;
};
class FMulticastDelegateProperty : public FProperty {
public:
    using FProperty::FProperty;
    UFunction* SignatureFunction;
    virtual const FMulticastScriptDelegate* GetMulticastDelegate(const void* PropertyValue) const;
    virtual void AddDelegate(FScriptDelegate ScriptDelegate, UObject* Parent = nullptr, void* PropertyValue = nullptr) const;
    virtual void RemoveDelegate(const FScriptDelegate& ScriptDelegate, UObject* Parent = nullptr, void* PropertyValue = nullptr) const;
};
class FMulticastInlineDelegateProperty : public FMulticastDelegateProperty {
public:
    using FMulticastDelegateProperty::FMulticastDelegateProperty;
};
class FScriptArrayHelper {
public:
    FScriptArrayHelper(const FArrayProperty* InProperty, const void* InArray);
    int32 Num() const;
    bool IsValidIndex(int32 Index) const;
    uint8* GetRawPtr(int32 Index = 0);
    int32 AddValue();
    void RemoveValues(int32 Index, int32 Count = 1);
    void EmptyValues(int32 Slack = 0);
};
class FScriptMapHelper {
public:
    FScriptMapHelper(const FMapProperty* InProperty, const void* InMap);
    int32 Num() const;
    int32 GetMaxIndex() const;
    bool IsValidIndex(int32 Index) const;
    uint8* GetKeyPtr(int32 Index);
    uint8* GetValuePtr(int32 Index);
    uint8* FindValueFromHash(const void* KeyPtr);
    void AddPair(const void* KeyPtr, const void* ValuePtr);
    bool RemovePair(const void* KeyPtr);
    void EmptyValues(int32 Slack = 0);
};
class FScriptSetHelper {
public:
    FScriptSetHelper(const FSetProperty* InProperty, const void* InSet);
    int32 Num() const;
    int32 GetMaxIndex() const;
    bool IsValidIndex(int32 Index) const;
    uint8* GetElementPtr(int32 Index);
    void AddElement(const void* ElementToAdd);
    bool RemoveElement(const void* ElementToRemove);
    int32 FindElementIndex(const void* ElementToFind) const;
    void EmptyElements(int32 Slack = 0);
};
namespace EFieldIteratorFlags { enum SuperClassFlags { ExcludeSuper = 0, IncludeSuper }; }
template <typename T>
class TFieldIterator {
public:
    TFieldIterator(const UStruct* InStruct, EFieldIteratorFlags::SuperClassFlags InSuperClassFlags = EFieldIteratorFlags::IncludeSuper);
    explicit operator bool() const;
    TFieldIterator& operator++();
    T* operator*() const;
    T* operator->() const;
};

// ---- gameplay ----------------------------------------------------------------------------------------------
struct FTransform {
    static const FTransform Identity;
    double Data[12];
};
class UActorComponent : public UObject {};
class USceneComponent : public UActorComponent {
public:
    void SetupAttachment(USceneComponent* InParent, FName InSocketName = NAME_None);
};
class UInputComponent : public UActorComponent {};
struct FActorTickFunction {
    uint8 bCanEverTick : 1;
    uint8 bStartWithTickEnabled : 1;
};
class AActor : public UObject {
public:
    FActorTickFunction PrimaryActorTick;
    TObjectPtr<UInputComponent> InputComponent;
    bool SetRootComponent(USceneComponent* NewRootComponent);
    USceneComponent* GetRootComponent() const;
};
class APawn : public AActor {};
class AController : public AActor {};
class APlayerController : public AController {};
class UGameInstance : public UObject {};
enum class ESpawnActorCollisionHandlingMethod : uint8 { Undefined };
struct FActorSpawnParameters {
    AActor* Owner = nullptr;
};
namespace EWorldType { enum Type { None, Game, Editor, PIE }; }
class UWorld : public UObject {
public:
    EWorldType::Type WorldType;
    AActor* SpawnActor(UClass* InClass, FTransform const* UserTransformPtr, const FActorSpawnParameters& SpawnParameters = FActorSpawnParameters());
    template <class T> T* SpawnActorDeferred(UClass* Class, FTransform const& Transform, AActor* Owner = nullptr, APawn* Instigator = nullptr, ESpawnActorCollisionHandlingMethod CollisionHandlingOverride = ESpawnActorCollisionHandlingMethod::Undefined);
};
class UGameplayStatics : public UObject {
public:
    static void GetAllActorsOfClass(const UObject* WorldContextObject, TSubclassOf<AActor> ActorClass, TArray<AActor*>& OutActors);
    static AActor* FinishSpawningActor(AActor* Actor, const FTransform& SpawnTransform);
};
enum ECollisionChannel : int32 { ECC_WorldStatic, ECC_MAX };
enum EObjectTypeQuery : int32 { ObjectTypeQuery1, ObjectTypeQuery_MAX };
class UEngineTypes : public UObject {
public:
    static EObjectTypeQuery ConvertToObjectType(ECollisionChannel CollisionChannel);
};
class UDataTable : public UObject {
public:
    const UScriptStruct* GetRowStruct() const;
    uint8* FindRowUnchecked(FName RowName) const;
};
class UWidget : public UObject {};
class UWidgetTree : public UObject {
public:
    TObjectPtr<UWidget> RootWidget;
};
class UUserWidget : public UWidget {
public:
    static UClass* StaticClass();
    TObjectPtr<UWidgetTree> WidgetTree;
};
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(APlayerController* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UWorld* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UGameInstance* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
template <typename WidgetT = UUserWidget> WidgetT* CreateWidget(UWidget* OwningObject, TSubclassOf<UUserWidget> UserWidgetClass = WidgetT::StaticClass(), FName WidgetName = NAME_None);
enum class ETriggerEvent : uint8 { None = 0, Triggered = 1, Started = 2, Ongoing = 4, Canceled = 8, Completed = 16 };
class UInputAction : public UObject {};
struct FEnhancedInputActionEventBinding {};
class UEnhancedInputComponent : public UInputComponent {
public:
    FEnhancedInputActionEventBinding& BindAction(const UInputAction* Action, ETriggerEvent TriggerEvent, UObject* Object, FName FunctionName);
};
class UInputSettings : public UObject {
public:
    uint8 bAlwaysShowTouchInterface : 1;
};

// ---- subsystems ----------------------------------------------------------------------------------------------
class FSubsystemCollectionBase {};
struct TStatId {};
#define RETURN_QUICK_DECLARE_CYCLE_STAT(StatId, GroupId) return TStatId()
enum class ETickableTickType : uint8 { Conditional, Always, Never };
class USubsystem : public UObject {
public:
    virtual bool ShouldCreateSubsystem(UObject* Outer) const;
    virtual void Initialize(FSubsystemCollectionBase& Collection);
    virtual void Deinitialize();
};
class UGameInstanceSubsystem : public USubsystem {};
class UEngineSubsystem : public USubsystem {};
class ULocalPlayerSubsystem : public USubsystem {
public:
    virtual void PlayerControllerChanged(APlayerController* NewPlayerController);
};
class UWorldSubsystem : public USubsystem {
public:
    virtual void PostInitialize();
    virtual void OnWorldBeginPlay(UWorld& InWorld);
};
class FTickableGameObject {
public:
    virtual ~FTickableGameObject();
    virtual void Tick(float DeltaTime) = 0;
    virtual ETickableTickType GetTickableTickType() const;
    virtual bool IsTickable() const;
    virtual TStatId GetStatId() const = 0;
};
class UTickableWorldSubsystem : public UWorldSubsystem, public FTickableGameObject {
public:
    void Tick(float DeltaTime) override;
    ETickableTickType GetTickableTickType() const override;
    bool IsTickable() const override;
    TStatId GetStatId() const override;
};

// ---- editor ------------------------------------------------------------------------------------------------
enum class EActiveReloadType { None, Reinstancing, HotReload, LiveCoding };
class IReload {
public:
    virtual ~IReload();
    virtual void NotifyChange(UClass* New, UClass* Old) = 0;
};
class FReload : public IReload {
public:
    FReload(EActiveReloadType InType, const TCHAR* InPrefix, FOutputDevice& InAr);
    void NotifyChange(UClass* New, UClass* Old) override;
    void Reinstance();
    void Finalize(bool bRunGC = true);
};
struct FSlateIcon {
    FSlateIcon();
};
struct FNotificationInfo {
    explicit FNotificationInfo(const FText& InText);
    float ExpireDuration;
};
class SNotificationItem {
public:
    enum ECompletionState { CS_None, CS_Pending, CS_Success, CS_Fail };
    virtual ~SNotificationItem();
    virtual void SetCompletionState(ECompletionState InState) = 0;
};
class FSlateNotificationManager {
public:
    static FSlateNotificationManager& Get();
    TSharedPtr<SNotificationItem> AddNotification(const FNotificationInfo& Info);
};
struct FUIAction {
    FUIAction(const FExecuteAction& InitExecuteAction);
};
struct FToolUIActionChoice {
    FToolUIActionChoice(const FUIAction& InAction);
};
enum class EUserInterfaceActionType : uint8 { None, Button, ToggleButton };
struct FToolMenuEntry {
    static FToolMenuEntry InitToolBarButton(const FName InName, const FToolUIActionChoice& InAction, const TAttribute<FText>& InLabel = TAttribute<FText>(), const TAttribute<FText>& InToolTip = TAttribute<FText>(), const TAttribute<FSlateIcon>& InIcon = TAttribute<FSlateIcon>(), const EUserInterfaceActionType UserInterfaceActionType = EUserInterfaceActionType::Button, FName InTutorialHighlightName = NAME_None);
};
struct FToolMenuSection {
    FToolMenuEntry& AddEntry(const FToolMenuEntry& Args);
};
class UToolMenu : public UObject {
public:
    FToolMenuSection& FindOrAddSection(const FName SectionName);
};
struct FToolMenuOwner {
    FToolMenuOwner(const void* InPointer);
};
struct FToolMenuOwnerScoped {
    FToolMenuOwnerScoped(const FToolMenuOwner& InOwner);
};
class UToolMenus : public UObject {
public:
    static UToolMenus* Get();
    static FDelegateHandle RegisterStartupCallback(const FSimpleMulticastDelegate::FDelegate& InDelegate);
    static void UnRegisterStartupCallback(const void* UserPointer);
    static void UnregisterOwner(FToolMenuOwner InOwner);
    UToolMenu* ExtendMenu(const FName Name);
};
