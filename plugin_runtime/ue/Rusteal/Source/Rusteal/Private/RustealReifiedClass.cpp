#include "RustealReifiedClass.h"

#include "Components/SceneComponent.h"
#include "GameFramework/Actor.h"
#include "RustealPrivate.h"
#include "Templates/Casts.h"
#include "UObject/ScriptMacros.h"
#include "UObject/Stack.h"
#include "UObject/UObjectArray.h"
#include "rusteal_host/library_host.hpp"

namespace
{
	TMap<const rusteal::host::Library*, TArray<TPair<UClass*, UClass*>>> GReplaced;

	class FRustealDeleteListener final : public FUObjectArray::FUObjectDeleteListener
	{
	public:
		void NotifyUObjectDeleted(const UObjectBase* Object, int32 Index) override
		{
			(void)Index;
			UObject* Obj = static_cast<UObject*>(const_cast<UObjectBase*>(Object));
			for (URustealReifiedClass* Cls : URustealReifiedClass::ReifiedChain(Object->GetClass()))
			{
				if (!Cls->HasRustData(Obj)) continue;
				Rusteal::CallLibrary(Cls->Library, [Obj, Cls](const FRustealRustCallbacks& Cb)
				{
					Cb.drop_rust_instance(UObjectHandle{Obj}, Cls->RustTypeId, nullptr);
				});
				Cls->MarkRustData(Obj, false);
			}
			Rusteal::NotifyPinnedDestroyed(Object);
		}
		void OnUObjectArrayShutdown() override { GUObjectArray.RemoveUObjectDeleteListener(this); }
	};
	FRustealDeleteListener GDeleteListener;
}

TArray<URustealReifiedClass*> URustealReifiedClass::ReifiedChain(UClass* Class)
{
	TArray<URustealReifiedClass*> Chain;
	for (UClass* C = Class; C; C = C->GetSuperClass())
	{
		if (URustealReifiedClass* R = Cast<URustealReifiedClass>(C)) Chain.Insert(R, 0);
	}
	return Chain;
}

bool URustealReifiedClass::HasRustData(const UObject* Object) const { return ObjectsWithRustData.Contains(Object); }

void URustealReifiedClass::MarkRustData(const UObject* Object, bool bHas)
{
	if (bHas) ObjectsWithRustData.Add(Object);
	else ObjectsWithRustData.Remove(Object);
}

void URustealReifiedClass::RecordReplaced(rusteal::host::Library& Lib, UClass* Old, UClass* New)
{
	GReplaced.FindOrAdd(&Lib).Add(TPair<UClass*, UClass*>(Old, New));
}

TArray<TPair<UClass*, UClass*>> URustealReifiedClass::TakeReplacedClasses(rusteal::host::Library& Lib)
{
	TArray<TPair<UClass*, UClass*>> Out;
	GReplaced.RemoveAndCopyValue(&Lib, Out);
	return Out;
}

void URustealReifiedClass::StartDeleteListener() { GUObjectArray.AddUObjectDeleteListener(&GDeleteListener); }
void URustealReifiedClass::StopDeleteListener() { GUObjectArray.RemoveUObjectDeleteListener(&GDeleteListener); }

void RustealClassConstructor(const FObjectInitializer& ObjectInitializer)
{
	UObject* Obj = ObjectInitializer.GetObj();
	UClass* Class = ObjectInitializer.GetClass();
	const TArray<URustealReifiedClass*> Chain = URustealReifiedClass::ReifiedChain(Class);

	// 1. The native parent's constructor.
	UClass* Native = Class;
	while (Native && !Native->HasAnyClassFlags(CLASS_Native)) Native = Native->GetSuperClass();
	if (Native && Native->ClassConstructor) Native->ClassConstructor(ObjectInitializer);

	// 2. The components of every reified class of the chain, root first.
	AActor* Actor = Cast<AActor>(Obj);
	for (URustealReifiedClass* R : Chain)
	{
		for (const FRustealComponentDef& Def : R->ComponentDefs)
		{
			if (!Def.ComponentClass) continue;
			const bool bTransient = (Def.Flags & RUSTEAL_COMP_TRANSIENT) != 0;
			UObject* Component = ObjectInitializer.CreateDefaultSubobject(Obj, Def.Name, Def.ComponentClass, Def.ComponentClass,
				/*bIsRequired*/ true, bTransient);
			if (!Component) continue;
			if (!Def.Property.IsNone())
			{
				if (FObjectProperty* Prop = FindFProperty<FObjectProperty>(Class, Def.Property))
				{
					Prop->SetObjectPropertyValue_InContainer(Obj, Component);
				}
			}
			USceneComponent* Scene = Cast<USceneComponent>(Component);
			if (!Scene || !Actor) continue;
			if (Def.Flags & RUSTEAL_COMP_ROOT)
			{
				Actor->SetRootComponent(Scene);
			}
			else if (!Def.AttachParent.IsNone())
			{
				// A component of the chain by its subobject name, or one the parent class has, by
				// its property (`attach = "root_component"`: RootComponent; a Character's Mesh).
				USceneComponent* Parent = Cast<USceneComponent>(Obj->GetDefaultSubobjectByName(Def.AttachParent));
				if (!Parent)
				{
					if (const FObjectProperty* Inherited = FindFProperty<FObjectProperty>(Class, Def.AttachParent))
					{
						Parent = Cast<USceneComponent>(Inherited->GetObjectPropertyValue_InContainer(Obj));
					}
				}
				if (Parent)
				{
					Scene->SetupAttachment(Parent, Def.AttachSocket);
				}
				else
				{
					UE_LOG(LogRusteal, Warning, TEXT("%s: component %s attaches to %s, which is neither a component of it nor a scene component property it inherits"),
						*Class->GetName(), *Def.Name.ToString(), *Def.AttachParent.ToString());
				}
			}
			else if (USceneComponent* Root = Actor->GetRootComponent())
			{
				Scene->SetupAttachment(Root);
			}
		}
	}

	// 3. The Rust data of each reified class, through its own library.
	const bool bIsCDO = Obj->HasAnyFlags(RF_ClassDefaultObject);
	for (URustealReifiedClass* R : Chain)
	{
		if (Rusteal::CallLibrary(R->Library, [Obj, R, bIsCDO](const FRustealRustCallbacks& Cb)
			{
				Cb.construct_rust_instance(UObjectHandle{Obj}, R->RustTypeId, bIsCDO);
			}))
		{
			R->MarkRustData(Obj, true);
		}
	}
}

DEFINE_FUNCTION(URustealReifiedFunction::execCallRustFunction)
{
	// The function being run: the native one, the node, or by name in the reified classes
	// (a call through Super from a Blueprint child).
	URustealReifiedFunction* Fn = Cast<URustealReifiedFunction>(Stack.CurrentNativeFunction);
	if (!Fn) Fn = Cast<URustealReifiedFunction>(Stack.Node);
	for (UClass* C = Context->GetClass(); !Fn && C && Stack.Node; C = C->GetSuperClass())
	{
		Fn = Cast<URustealReifiedFunction>(C->FindFunctionByName(Stack.Node->GetFName(), EIncludeSuperFlag::ExcludeSuper));
	}
	if (!Fn)
	{
		UE_LOG(LogRusteal, Error, TEXT("%s: no Rust function to run"), Stack.Node ? *Stack.Node->GetName() : TEXT("?"));
		P_FINISH;
		return;
	}

	// Parameters: stepped from the Blueprint VM or read from ProcessEvent's locals alike
	// (StepCompiledIn); out parameters keep the caller's address to copy back to.
	uint8* Parms = static_cast<uint8*>(FMemory_Alloca_Aligned(FMath::Max<int32>(Fn->ParmsSize, 1), 16));
	FMemory::Memzero(Parms, FMath::Max<int32>(Fn->ParmsSize, 1));
	TArray<TPair<FProperty*, uint8*>, TInlineAllocator<4>> Outs;
	for (TFieldIterator<FProperty> It(Fn); It && It->HasAnyPropertyFlags(CPF_Parm); ++It)
	{
		FProperty* Prop = *It;
		uint8* Addr = Prop->ContainerPtrToValuePtr<uint8>(Parms);
		Prop->InitializeValue(Addr);
		if (Prop->HasAnyPropertyFlags(CPF_ReturnParm)) continue;
		if (Prop->HasAnyPropertyFlags(CPF_OutParm))
		{
			uint8& Ref = Stack.StepCompiledInRef<FProperty, uint8>(Addr);
			if (&Ref != Addr) Prop->CopyCompleteValue(Addr, &Ref);
			Outs.Add(TPair<FProperty*, uint8*>(Prop, &Ref));
		}
		else
		{
			Stack.StepCompiledIn<FProperty>(Addr);
		}
	}
	P_FINISH;

	P_NATIVE_BEGIN;
	if (!Rusteal::CallLibrary(Fn->Library, [Fn, Context, Parms](const FRustealRustCallbacks& Cb)
		{
			Cb.invoke_rust_function(Fn->CallbackId, UObjectHandle{Context}, Parms);
		}))
	{
		UE_LOG(LogRusteal, Warning, TEXT("%s.%s: its Rust library is not loaded"), *Context->GetName(), *Fn->GetName());
	}
	P_NATIVE_END;

	for (const TPair<FProperty*, uint8*>& Out : Outs)
	{
		uint8* Addr = Out.Key->ContainerPtrToValuePtr<uint8>(Parms);
		if (Out.Value != Addr) Out.Key->CopyCompleteValue(Out.Value, Addr);
	}
	if (FProperty* Ret = Fn->GetReturnProperty())
	{
		Ret->CopyCompleteValue(RESULT_PARAM, Ret->ContainerPtrToValuePtr<uint8>(Parms));
	}
	for (TFieldIterator<FProperty> It(Fn); It && It->HasAnyPropertyFlags(CPF_Parm); ++It)
	{
		It->DestroyValue_InContainer(Parms);
	}
}

void URustealDelegateProxy::ProcessEvent(UFunction* Function, void* Parms)
{
	(void)Function;
	Rusteal::CallLibrary(Library, [this, Parms](const FRustealRustCallbacks& Cb)
	{
		Cb.invoke_delegate_callback(CallbackId, static_cast<uint8*>(Parms));
	});
}
