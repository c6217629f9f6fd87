// The classes, functions and delegate proxies a Rust library's registration creates.
#pragma once

#include "CoreMinimal.h"
#include "Engine/BlueprintGeneratedClass.h"
#include "UObject/Class.h"
#include "UObject/Object.h"
#include "RustealReifiedClass.generated.h"

namespace rusteal::host { class Library; }

// A component a #[component] field declares: created in the class constructor.
struct FRustealComponentDef
{
	FName Name;
	FName Property;          // None: found by name only (transient)
	UClass* ComponentClass = nullptr;
	uint32 Flags = 0;        // RUSTEAL_COMP_ROOT, RUSTEAL_COMP_TRANSIENT
	FName AttachParent;
	FName AttachSocket;
};

// A class declared in Rust. Its objects' Rust data is constructed by the class constructor and
// dropped by the delete listener, through the library that registered it. A Blueprint-generated
// class, as the engine expects of a class made at run time (Blueprints derive from it, cooked
// games find it); in the editor a stub Blueprint RS_<Name> is its ClassGeneratedBy.
UCLASS()
class URustealReifiedClass : public UBlueprintGeneratedClass
{
	GENERATED_BODY()
public:
	uint64 RustTypeId = 0;
	uint64 Shape = 0;
	rusteal::host::Library* Library = nullptr;
	TArray<FRustealComponentDef> ComponentDefs;
	// Hot reload: created again by this load (kept) or replaced by ReplacedBy.
	bool bPendingShape = false;

	// The reified classes of a class's chain, root first (a Blueprint child's too).
	static TArray<URustealReifiedClass*> ReifiedChain(UClass* Class);
	bool HasRustData(const UObject* Object) const;
	void MarkRustData(const UObject* Object, bool bHas);
	// Classes the library replaced in its last load: (old, new), for the reinstancer.
	static void RecordReplaced(rusteal::host::Library& Library, UClass* Old, UClass* New);
	static TArray<TPair<UClass*, UClass*>> TakeReplacedClasses(rusteal::host::Library& Library);
	// Drops the Rust data of objects the garbage collector deletes.
	static void StartDeleteListener();
	static void StopDeleteListener();

private:
	TSet<const UObject*> ObjectsWithRustData;
};

// A function declared in Rust: its native thunk calls the library's invoke_rust_function.
UCLASS()
class URustealReifiedFunction : public UFunction
{
	GENERATED_BODY()
public:
	uint64 CallbackId = 0;
	rusteal::host::Library* Library = nullptr;
	DECLARE_FUNCTION(execCallRustFunction);
};

// Forwards a delegate broadcast to a Rust closure (invoke_delegate_callback).
UCLASS()
class URustealDelegateProxy : public UObject
{
	GENERATED_BODY()
public:
	uint64 CallbackId = 0;
	rusteal::host::Library* Library = nullptr;

	// What the delegate is bound to; ProcessEvent forwards the parameters to Rust.
	UFUNCTION()
	void Invoke() {}
	void ProcessEvent(UFunction* Function, void* Parms) override;
};

// The constructor of every reified class (ClassConstructor).
void RustealClassConstructor(const FObjectInitializer& ObjectInitializer);
