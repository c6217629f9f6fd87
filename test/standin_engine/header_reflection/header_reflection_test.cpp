// The header reflector against the real exporter: declarations written here with the real
// signatures of Unreal 5.8 members must come out as the RustealExporter wrote those members in
// the fixture (test/fixtures/uht-rusteal), field for field; and its own rules (editor-only
// blocks, enums, unknown types, errors) on small headers.
#include "header_reflection.hpp"

#include "fixture_dir.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <set>

namespace hr = rusteal::header_reflection;
namespace json = boost::json;
using rusteal::test::kFixture;
using rusteal::test::TempDir;

namespace {

struct Run {
    TempDir dir;
    hr::Reflection result;

    Run(const std::vector<std::pair<std::string, std::string>>& headers, std::vector<hr::KnownType> known = {},
        hr::ReflectOptions options = {}) {
        std::vector<hr::HeaderInput> inputs;
        for (const auto& [include, text] : headers) {
            const auto file = dir.path() / include;
            std::filesystem::create_directories(file.parent_path());
            std::ofstream(file) << text;
            inputs.push_back({include.find("Input") != std::string::npos ? "EnhancedInput" : "Engine", include, file});
        }
        result = hr::reflect_headers(inputs, known, options);
    }
};

const json::object* find(const json::object& file, const char* list, const std::string& cpp_name) {
    for (const auto& x : file.at(list).as_array())
        if (x.as_object().at("cpp_name") == cpp_name.c_str()) return &x.as_object();
    return nullptr;
}

const json::object* member(const json::object& owner, const char* list, const std::string& name) {
    for (const auto& x : owner.at(list).as_array())
        if (x.as_object().at("name") == name.c_str()) return &x.as_object();
    return nullptr;
}

const hr::Reflection& fixture() {
    static const hr::Reflection r = hr::read_reflection(kFixture);
    return r;
}

// The member as both wrote it, serialized, so a difference prints whole.
void same_member(const hr::Reflection& ours, const std::string& cls, const char* list, const std::string& name) {
    const json::object* a = find(ours.classes, "classes", cls);
    const json::object* b = find(fixture().classes, "classes", cls);
    REQUIRE(a);
    REQUIRE(b);
    const json::object* ma = member(*a, list, name);
    const json::object* mb = member(*b, list, name);
    INFO(cls << "." << name);
    REQUIRE(ma);
    REQUIRE(mb);
    INFO("here:  " << json::serialize(*ma));
    INFO("there: " << json::serialize(*mb));
    CHECK(*ma == *mb);
}

// Real signatures of APawn members (Engine/Classes/GameFramework/Pawn.h in Unreal 5.8), one of
// each kind the exporter distinguishes.
const char* const kPawn = R"(
DECLARE_DYNAMIC_MULTICAST_SPARSE_DELEGATE_OneParam(FPawnRestartedSignature, APawn, ReceiveRestartedDelegate, APawn*, Pawn);
UCLASS(config=Game, BlueprintType, Blueprintable, meta=(ShortTooltip="x"), MinimalAPI)
class APawn : public AActor, public INavAgentInterface
{
    GENERATED_BODY()
public:
    UFUNCTION(BlueprintCallable, Category=Pawn)
    ENGINE_API virtual UPawnMovementComponent* GetMovementComponent() const;
    UPROPERTY(EditAnywhere, BlueprintReadWrite, Category=Pawn)
    uint32 bUseControllerRotationYaw:1;
private:
    uint32 bInputEnabled:1;
public:
    UPROPERTY(EditAnywhere, Category=Pawn)
    TEnumAsByte<EAutoReceiveInput::Type> AutoPossessPlayer;
    UPROPERTY(EditAnywhere, Category=Pawn)
    EAutoPossessAI AutoPossessAI;
    UPROPERTY(EditAnywhere, BlueprintReadWrite, meta=(DisplayName="AI Controller Class"), Category=Pawn)
    TSubclassOf<AController> AIControllerClass;
    UFUNCTION(BlueprintCallable, BlueprintAuthorityOnly, Category=AI)
    ENGINE_API void PawnMakeNoise(float Loudness, FVector NoiseLocation, bool bUseNoiseMakerLocation = true, AActor* NoiseMaker = nullptr);
    UPROPERTY(BlueprintReadOnly, transient, Category="Pawn")
    TObjectPtr<AController> LastHitBy;
    UPROPERTY(replicatedUsing=OnRep_Controller)
    TObjectPtr<AController> Controller;
    UFUNCTION(BlueprintPure, Category=Pawn)
    static ENGINE_API AActor* GetMovementBaseActor(const APawn* Pawn);
    UFUNCTION(BlueprintCallable, Category=Pawn)
    AController* GetController() const;
    UFUNCTION(BlueprintCallable, Category="AI|Navigation", meta=(AdvancedDisplay="bForceUpdate"))
    ENGINE_API void SetCanAffectNavigationGeneration(bool bNewValue, bool bForceUpdate = false);
    UFUNCTION(BlueprintCallable, Category=Pawn)
    virtual FVector GetNavAgentLocation() const override { return GetActorLocation() - FVector(0.f, 0.f, BaseEyeHeight); }
    UFUNCTION(BlueprintImplementableEvent, BlueprintAuthorityOnly, meta=(DisplayName= "Possessed"))
    ENGINE_API void ReceivePossessed(AController* NewController);
    UPROPERTY(BlueprintAssignable, Category = Pawn)
    FPawnRestartedSignature ReceiveRestartedDelegate;
    UFUNCTION(BlueprintPure, Category=Pawn)
    ENGINE_API virtual bool IsLocallyControlled() const;
    UFUNCTION(BlueprintCallable, BlueprintPure, Category = Pawn)
    ENGINE_API FPlatformUserId GetPlatformUserId() const;
    UFUNCTION(BlueprintCallable, Category="Pawn|Input", meta=(Keywords="AddInput"))
    ENGINE_API virtual void AddMovementInput(FVector WorldDirection, float ScaleValue = 1.0f, bool bForce = false);
    UFUNCTION(BlueprintCallable, Category = "Pawn|Input")
    ENGINE_API TSubclassOf<UInputComponent> GetOverrideInputComponentClass() const;
protected:
    UPROPERTY(EditDefaultsOnly, Category = "Pawn|Input")
    TSubclassOf<UInputComponent> OverrideInputComponentClass;
};
)";

// UInputAction (EnhancedInput's InputAction.h): instanced arrays and enum classes.
const char* const kInputAction = R"(
#define UE_API ENHANCEDINPUT_API
UENUM()
enum class EInputActionAccumulationBehavior : uint8
{
    TakeHighestAbsoluteValue,
    Cumulative,
};
UCLASS(MinimalAPI, BlueprintType)
class UInputAction : public UDataAsset
{
    GENERATED_BODY()
public:
#if WITH_EDITOR
    UE_API virtual void PostEditChangeProperty(FPropertyChangedEvent& PropertyChangedEvent) override;
#endif
    UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Description")
    FText ActionDescription = FText::GetEmpty();
    UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = Action, AssetRegistrySearchable)
    EInputActionValueType ValueType = EInputActionValueType::Boolean;
    UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = Action, AdvancedDisplay)
    EInputActionAccumulationBehavior AccumulationBehavior = EInputActionAccumulationBehavior::TakeHighestAbsoluteValue;
    UPROPERTY(EditAnywhere, Instanced, BlueprintReadWrite, Category = Action)
    TArray<TObjectPtr<UInputTrigger>> Triggers;
};
)";

std::vector<hr::KnownType> fixture_known() {
    auto known = hr::known_types_of(kFixture);
    known.push_back({hr::KnownType::Kind::class_, "UPawnMovementComponent", "UNavMovementComponent", 0xa800a5, 2, "uint8", "Engine"});
    known.push_back({hr::KnownType::Kind::class_, "UInputTrigger", "UObject", 0x400830a3, 2, "uint8", "EnhancedInput"});
    known.push_back({hr::KnownType::Kind::interface, "INavAgentInterface", "", 0x840a1, 2, "uint8", "Engine"});
    known.push_back({hr::KnownType::Kind::struct_, "FPlatformUserId", "", 0x1, 2, "uint8", "CoreUObject"});
    return known;
}

}  // namespace

TEST_CASE("header reflector: APawn's members come out as the real exporter wrote them") {
    Run run({{"GameFramework/Pawn.h", kPawn}}, fixture_known(), hr::ReflectOptions{true});
    const json::object* pawn = find(run.result.classes, "classes", "APawn");
    REQUIRE(pawn);
    const json::object* real = find(fixture().classes, "classes", "APawn");
    CHECK(pawn->at("class_flags") == real->at("class_flags"));
    CHECK(pawn->at("interfaces") == real->at("interfaces"));
    CHECK(pawn->at("super") == real->at("super"));
    CHECK(pawn->at("header") == "GameFramework/Pawn.h");
    for (const char* p : {"bUseControllerRotationYaw", "AutoPossessPlayer", "AutoPossessAI", "AIControllerClass", "LastHitBy",
                          "Controller", "ReceiveRestartedDelegate"})
        same_member(run.result, "APawn", "props", p);
    for (const char* f : {"GetMovementComponent", "PawnMakeNoise", "GetMovementBaseActor", "GetController",
                          "SetCanAffectNavigationGeneration", "GetNavAgentLocation", "ReceivePossessed", "IsLocallyControlled",
                          "GetPlatformUserId", "AddMovementInput", "GetOverrideInputComponentClass"})
        same_member(run.result, "APawn", "funcs", f);
    // The fixture's exporter wrote no protected or private property.
    CHECK_FALSE(member(*pawn, "props", "OverrideInputComponentClass"));
    CHECK_FALSE(member(*pawn, "props", "bInputEnabled"));
}

TEST_CASE("header reflector: by the RustealExporter's rule a protected property the editor sees is kept") {
    Run run({{"GameFramework/Pawn.h", kPawn}}, fixture_known());
    const json::object* pawn = find(run.result.classes, "classes", "APawn");
    REQUIRE(pawn);
    const json::object* overridden = member(*pawn, "props", "OverrideInputComponentClass");
    REQUIRE(overridden);
    // Edit | DisableEditOnInstance | UObjectWrapper | NativeAccessSpecifierProtected
    CHECK(overridden->at("prop_flags").to_number<std::uint64_t>() == (0x1ull | 0x10000ull | 0x4000000000000ull | 0x20000000000000ull));
    CHECK_FALSE(member(*pawn, "props", "bInputEnabled"));  // no UPROPERTY at all
}

TEST_CASE("header reflector: a protected delegate Blueprints bind is kept, and its signature declared in the class") {
    // UEnvQueryInstanceBlueprintWrapper (AIModule's EnvironmentQuery/EnvQueryInstanceBlueprintWrapper.h, UE 5):
    // the delegate type is declared inside the class and the property is protected and BlueprintAssignable.
    const char* const wrapper = R"(
UCLASS(Blueprintable, BlueprintType, MinimalAPI)
class UEnvQueryInstanceBlueprintWrapper : public UObject
{
    GENERATED_BODY()
public:
    DECLARE_DYNAMIC_MULTICAST_DELEGATE_TwoParams(FEQSQueryDoneSignature, UEnvQueryInstanceBlueprintWrapper*, QueryInstance, int32, QueryStatus);
protected:
    UPROPERTY(BlueprintAssignable, Category = "AI|EQS", meta = (DisplayName = "OnQueryFinished"))
    FEQSQueryDoneSignature OnQueryFinishedEvent;
    UPROPERTY()
    int32 Hidden;
};
)";
    Run run({{"EnvironmentQuery/EnvQueryInstanceBlueprintWrapper.h", wrapper}}, fixture_known());
    const json::object* w = find(run.result.classes, "classes", "UEnvQueryInstanceBlueprintWrapper");
    REQUIRE(w);
    const json::object* event = member(*w, "props", "OnQueryFinishedEvent");
    REQUIRE(event);
    CHECK(event->at("type") == "MulticastInlineDelegateProperty");
    CHECK((event->at("prop_flags").to_number<std::uint64_t>() & 0x10000000ull) != 0);  // BlueprintAssignable
    CHECK_FALSE(event->at("func_info").is_null());
    CHECK_FALSE(member(*w, "props", "Hidden"));
}

TEST_CASE("header reflector: UInputAction's instanced arrays and enum classes come out as the real exporter wrote them") {
    Run run({{"InputAction.h", kInputAction}}, fixture_known());
    const json::object* action = find(run.result.classes, "classes", "UInputAction");
    REQUIRE(action);
    CHECK(action->at("class_flags") == find(fixture().classes, "classes", "UInputAction")->at("class_flags"));
    for (const char* p : {"ActionDescription", "ValueType", "AccumulationBehavior", "Triggers"})
        same_member(run.result, "UInputAction", "props", p);
    const json::object* accumulation = find(run.result.enums, "enums", "EInputActionAccumulationBehavior");
    REQUIRE(accumulation);
    CHECK(*accumulation == *find(fixture().enums, "enums", "EInputActionAccumulationBehavior"));
}

TEST_CASE("header reflector: editor-only blocks, dropped blocks and enums with expressions") {
    Run run({{"Probe.h", R"(
UENUM(BlueprintType)
namespace EProbeMode { enum Type { First = 2, Second, Mask = 1 << 4, Both = First | Mask UMETA(Hidden) }; }
UENUM()
namespace EProbeCursor { enum Type : int { Arrow, Hand }; }
UENUM(BlueprintType)
enum class EProbeKind : int32 { A = -1, B };
#if 0
UCLASS(MinimalAPI, BlueprintType) class UNever : public UObject { GENERATED_BODY() };
#endif
UCLASS(MinimalAPI, BlueprintType)
class UProbe : public UObject
{
    GENERATED_BODY()
public:
#if WITH_EDITORONLY_DATA
    UPROPERTY(EditAnywhere) int32 EditorCount;
#else
    UPROPERTY(EditAnywhere) int32 GameCount;
#endif
#if WITH_EDITOR
    UFUNCTION(BlueprintCallable) void EditorOnly();
#endif
    UPROPERTY(EditAnywhere, BlueprintReadWrite) TEnumAsByte<EProbeMode::Type> Mode;
    UPROPERTY(VisibleAnywhere) TMap<FName, TObjectPtr<UProbe>> Children;
};
)"}},
            hr::known_types_of(kFixture));
    const json::object* probe = find(run.result.classes, "classes", "UProbe");
    REQUIRE(probe);
    CHECK_FALSE(find(run.result.classes, "classes", "UNever"));
    CHECK_FALSE(member(*probe, "props", "EditorCount"));
    CHECK(member(*probe, "props", "GameCount"));
    // The exporter keeps an editor-only function, marked FUNC_EditorOnly (0x20000000).
    const json::object* editor_only = member(*probe, "funcs", "EditorOnly");
    REQUIRE(editor_only);
    CHECK((editor_only->at("func_flags").to_number<std::uint64_t>() & 0x20000000u) != 0);
    const json::object* mode = find(run.result.enums, "enums", "EProbeMode");
    REQUIRE(mode);
    CHECK(json::serialize(mode->at("pairs")) == R"([["First",2],["Second",3],["Mask",16],["Both",18]])");
    CHECK(mode->at("cpp_form") == 1);
    const json::object* kind = find(run.result.enums, "enums", "EProbeKind");
    REQUIRE(kind);
    CHECK(json::serialize(kind->at("pairs")) == R"([["A",-1],["B",0]])");
    CHECK(kind->at("underlying_type") == "int32");
    // UHT's `int` base (5.8's namespaced enums) is the exporter's int32; no base is uint8.
    const json::object* cursor = find(run.result.enums, "enums", "EProbeCursor");
    REQUIRE(cursor);
    CHECK(cursor->at("underlying_type") == "int32");
    CHECK(mode->at("underlying_type") == "uint8");
    const json::object* children = member(*probe, "props", "Children");
    REQUIRE(children);
    CHECK(children->at("type") == "MapProperty");
    CHECK(children->at("key_prop").at("type") == "NameProperty");
    CHECK(children->at("key_prop").at("name") == "Children_Key");
    CHECK(children->at("value_prop").at("class_name") == "Probe");
}

TEST_CASE("header reflector: a type no header declares and nothing knows is named in a warning") {
    Run run({{"Probe.h", R"(
UCLASS(MinimalAPI, BlueprintType)
class UProbe : public UObject
{
    GENERATED_BODY()
public:
    UFUNCTION(BlueprintCallable) void Use(UNeverHeardOf* Thing, FAlsoUnknown Data);
};
)"}},
            hr::known_types_of(kFixture));
    std::string all;
    for (const auto& w : run.result.warnings) all += w + "\n";
    CHECK_THAT(all, Catch::Contains("UNeverHeardOf") && Catch::Contains("FAlsoUnknown") && Catch::Contains("declare it known"));
}

TEST_CASE("header reflector: a declaration it cannot follow is refused with the header and the line") {
    TempDir dir;
    std::ofstream(dir.path() / "Broken.h") << "\n\nUCLASS(BlueprintType)\nint NotAClass;\n";
    try {
        hr::reflect_headers({{"Engine", "Broken.h", dir.path() / "Broken.h"}}, {});
        FAIL("a broken header was accepted");
    } catch (const std::runtime_error& e) {
        CHECK_THAT(e.what(), Catch::Contains("Broken.h") && Catch::Contains("line 4") &&
                                 Catch::Contains("UCLASS is not followed by a class"));
    }
    try {
        hr::reflect_headers({{"Engine", "Missing.h", dir.path() / "Missing.h"}}, {});
        FAIL("a missing header was accepted");
    } catch (const std::runtime_error& e) {
        CHECK_THAT(e.what(), Catch::Contains("Missing.h") && Catch::Contains("cannot be read"));
    }
}

TEST_CASE("header reflector: the comparison names every field that differs and nothing when all agree") {
    const hr::Reflection& real = fixture();
    CHECK(hr::compare_reflections(real, real, true).empty());
    hr::Reflection changed = real;
    for (auto& c : changed.classes.at("classes").as_array())
        if (c.as_object().at("cpp_name") == "APawn")
            for (auto& f : c.as_object().at("funcs").as_array())
                if (f.as_object().at("name") == "GetController") f.as_object()["func_flags"] = 0x20400;
    const auto diffs = hr::compare_reflections(changed, real, false);
    REQUIRE(diffs.size() == 1);
    CHECK_THAT(diffs[0], Catch::Contains("class APawn func GetController: func_flags 0x20400 here"));
}

TEST_CASE("header reflector: the stand-in engine's reflection is the fixture with the classes made from headers added") {
    const hr::Reflection made = hr::read_reflection(RUSTEAL_STANDIN_REFLECTION_DIR);
    const hr::Reflection merged = hr::merge_reflections(fixture(), made);
    // Every entry of the fixture is kept as the real exporter wrote it, first and in its order; an
    // entry may only gain members after the fixture's own (the protected ones its exporter left out).
    const auto& real_classes = fixture().classes.at("classes").as_array();
    const auto& classes = merged.classes.at("classes").as_array();
    REQUIRE(classes.size() > real_classes.size());
    for (std::size_t i = 0; i < real_classes.size(); ++i) {
        json::object kept = classes[i].as_object();
        const json::object& real = real_classes[i].as_object();
        for (const char* key : {"props", "funcs"}) {
            auto& members = kept.at(key).as_array();
            REQUIRE(members.size() >= real.at(key).as_array().size());
            members.resize(real.at(key).as_array().size());
        }
        CHECK(kept == real);
    }
    const json::object* controller = find(merged.classes, "classes", "AController");
    REQUIRE(controller);
    CHECK(member(*controller, "props", "bAttachToPawn"));  // protected, EditDefaultsOnly: set_attach_to_pawn()
    // The made classes that the fixture lacks follow, each once, with its parent present.
    const json::object* character = find(merged.classes, "classes", "ACharacter");
    REQUIRE(character);
    CHECK(character->at("super") == "Pawn");
    CHECK(member(*character, "funcs", "Jump"));
    CHECK(member(*character, "props", "CharacterMovement"));  // private, Blueprint-visible: get_character_movement()
    std::set<std::string> names;
    for (const auto& c : classes) CHECK(names.insert(std::string(c.as_object().at("cpp_name").as_string())).second);
    for (const auto& c : classes) {
        const auto& super = c.as_object().at("super");
        if (!super.is_string() || super == "Interface") continue;
        bool found = false;
        for (const auto& other : classes) found = found || other.as_object().at("name") == super;
        INFO(c.as_object().at("cpp_name").as_string() << " has parent " << super.as_string());
        CHECK(found);
    }
}

TEST_CASE("header reflector: an update replaces the entries read again in place and appends the new ones") {
    const hr::Reflection& real = fixture();
    hr::Reflection newer;
    newer.classes["classes"] = json::array{};
    newer.structs["structs"] = json::array{};
    newer.enums["enums"] = json::array{};
    // APawn read again with one function less; a class the base lacks.
    json::object pawn = *find(real.classes, "classes", "APawn");
    auto& funcs = pawn.at("funcs").as_array();
    const std::size_t before = funcs.size();
    funcs.erase(funcs.begin());
    newer.classes["classes"].as_array().push_back(pawn);
    json::object extra = pawn;
    extra["cpp_name"] = "AMadeUpPawn";
    extra["name"] = "MadeUpPawn";
    newer.classes["classes"].as_array().push_back(extra);

    const hr::Reflection updated = hr::update_reflections(real, newer);
    const auto& classes = updated.classes.at("classes").as_array();
    const auto& real_classes = real.classes.at("classes").as_array();
    REQUIRE(classes.size() == real_classes.size() + 1);
    for (std::size_t i = 0; i < real_classes.size(); ++i) {
        const auto& name = real_classes[i].as_object().at("cpp_name");
        CHECK(classes[i].as_object().at("cpp_name") == name);  // same place
        if (name == "APawn") CHECK(classes[i].as_object().at("funcs").as_array().size() == before - 1);
        else CHECK(classes[i] == real_classes[i]);
    }
    CHECK(classes.back().as_object().at("cpp_name") == "AMadeUpPawn");
    CHECK(updated.structs == real.structs);
    CHECK(updated.enums == real.enums);
}

TEST_CASE("header reflector: an extension replaces and appends members of the entries read again") {
    const hr::Reflection& real = fixture();
    hr::Reflection newer;
    newer.classes["classes"] = json::array{};
    newer.structs["structs"] = json::array{};
    newer.enums["enums"] = json::array{};
    // APawn read again with only one of its functions, changed, and one function the base lacks.
    json::object pawn = *find(real.classes, "classes", "APawn");
    const std::size_t before = pawn.at("funcs").as_array().size();
    json::object changed = pawn.at("funcs").as_array().front().as_object();
    const std::string first(changed.at("name").as_string());
    changed["func_flags"] = 0x20400;
    json::object added = changed;
    added["name"] = "MadeUpFunction";
    pawn["funcs"] = json::array{changed, added};
    pawn["props"] = json::array{};
    newer.classes["classes"].as_array().push_back(pawn);

    const hr::Reflection extended = hr::extend_reflections(real, newer);
    const json::object* result = find(extended.classes, "classes", "APawn");
    REQUIRE(result);
    const auto& funcs = result->at("funcs").as_array();
    REQUIRE(funcs.size() == before + 1);
    CHECK(funcs.front().as_object().at("name").as_string() == first);  // in place
    CHECK(funcs.front().as_object().at("func_flags") == 0x20400);
    CHECK(funcs.back().as_object().at("name") == "MadeUpFunction");
    CHECK(result->at("props") == find(real.classes, "classes", "APawn")->at("props"));
    CHECK(extended.classes.at("classes").as_array().size() == real.classes.at("classes").as_array().size());
}
