// The world, widget, input and console sub-tables.
#include "Blueprint/UserWidget.h"
#include "Blueprint/WidgetTree.h"
#include "Engine/DataTable.h"
#include "Engine/EngineTypes.h"
#include "Engine/GameInstance.h"
#include "Engine/World.h"
#include "EnhancedInputComponent.h"
#include "GameFramework/Actor.h"
#include "GameFramework/InputSettings.h"
#include "GameFramework/Pawn.h"
#include "GameFramework/PlayerController.h"
#include "HAL/IConsoleManager.h"
#include "Kismet/GameplayStatics.h"
#include "RustealPrivate.h"
#include "Templates/Casts.h"
#include "UObject/Package.h"
#include "rusteal_host/library_host.hpp"

using rusteal::host::Library;

namespace
{
	using Rusteal::Obj;
	using Rusteal::ClassOf;

	// A transform buffer: FTransform's native bytes, or none.
	bool ReadTransform(const uint8* Buf, uint32 Size, FTransform& Out)
	{
		if (!Buf || Size == 0)
		{
			Out = FTransform::Identity;
			return true;
		}
		if (Size != sizeof(FTransform)) return false;
		FMemory::Memcpy(&Out, Buf, sizeof(FTransform));
		return true;
	}

	// ---- world --------------------------------------------------------------------------------
	UObjectHandle SpawnActorImpl(UObjectHandle World, UClassHandle C, const uint8* T, uint32 TS, UObjectHandle Owner)
	{
		UWorld* W = Cast<UWorld>(Obj(World));
		FTransform Transform;
		if (!W || !ClassOf(C) || !ReadTransform(T, TS, Transform))
		{
			Rusteal::Fail(RustealError_NullArgument, TEXT("spawn_actor needs a world, an actor class and a transform of 96 bytes (or none)"));
			return UObjectHandle{nullptr};
		}
		FActorSpawnParameters Params;
		Params.Owner = Cast<AActor>(Obj(Owner));
		return UObjectHandle{W->SpawnActor(ClassOf(C), &Transform, Params)};
	}
	ERustealErrorCode GetAllActorsOfClassImpl(UObjectHandle World, UClassHandle C, uint8* Out, uint32 Size, uint32* Count)
	{
		if (!IsValid(Obj(World)) || !ClassOf(C)) return Rusteal::Fail(RustealError_NullArgument, TEXT("a world and a class are needed"));
		TArray<AActor*> Actors;
		UGameplayStatics::GetAllActorsOfClass(Obj(World), ClassOf(C), Actors);
		if (Count) *Count = static_cast<uint32>(Actors.Num());
		const uint32 Bytes = static_cast<uint32>(Actors.Num()) * sizeof(void*);
		if (Bytes > Size) return Rusteal::Fail(RustealError_BufferTooSmall, FString::Printf(TEXT("%d actors need %u bytes"), Actors.Num(), Bytes));
		if (Bytes > 0) FMemory::Memcpy(Out, Actors.GetData(), Bytes);
		return RustealError_Ok;
	}
	UObjectHandle FindObjectImpl(UClassHandle C, const uint8* P, uint32 L)
	{
		return UObjectHandle{StaticFindObject(ClassOf(C) ? ClassOf(C) : UObject::StaticClass(), nullptr, *Rusteal::Utf8(P, L))};
	}
	UObjectHandle LoadObjectImpl(UClassHandle C, const uint8* P, uint32 L)
	{
		return UObjectHandle{StaticLoadObject(ClassOf(C) ? ClassOf(C) : UObject::StaticClass(), nullptr, *Rusteal::Utf8(P, L))};
	}
	UObjectHandle GetWorldImpl(UObjectHandle O) { return UObjectHandle{IsValid(Obj(O)) ? Obj(O)->GetWorld() : nullptr}; }
	UObjectHandle NewObjectImpl(UObjectHandle Outer, UClassHandle C)
	{
		if (!ClassOf(C))
		{
			Rusteal::Fail(RustealError_NullArgument, TEXT("new_object needs a class"));
			return UObjectHandle{nullptr};
		}
		UObject* O = Obj(Outer) ? Obj(Outer) : static_cast<UObject*>(GetTransientPackage());
		return UObjectHandle{NewObject<UObject>(O, ClassOf(C))};
	}
	UObjectHandle SpawnActorDeferredImpl(UObjectHandle World, UClassHandle C, const uint8* T, uint32 TS, UObjectHandle Owner,
		UObjectHandle Instigator, uint8 Collision)
	{
		UWorld* W = Cast<UWorld>(Obj(World));
		FTransform Transform;
		if (!W || !ClassOf(C) || !ReadTransform(T, TS, Transform))
		{
			Rusteal::Fail(RustealError_NullArgument, TEXT("spawn_actor_deferred needs a world, an actor class and a transform"));
			return UObjectHandle{nullptr};
		}
		return UObjectHandle{W->SpawnActorDeferred<AActor>(ClassOf(C), Transform, Cast<AActor>(Obj(Owner)), Cast<APawn>(Obj(Instigator)),
			static_cast<ESpawnActorCollisionHandlingMethod>(Collision))};
	}
	ERustealErrorCode FinishSpawningImpl(UObjectHandle A, const uint8* T, uint32 TS)
	{
		AActor* Actor = Cast<AActor>(Obj(A));
		FTransform Transform;
		if (!Actor || !ReadTransform(T, TS, Transform)) return Rusteal::Fail(RustealError_NullArgument, TEXT("finish_spawning needs an actor and a transform"));
		UGameplayStatics::FinishSpawningActor(Actor, Transform);
		return RustealError_Ok;
	}
	uint8 ChannelToObjectTypeImpl(uint8 Channel)
	{
		return static_cast<uint8>(UEngineTypes::ConvertToObjectType(static_cast<ECollisionChannel>(Channel)));
	}
	uint8* FindDataTableRowImpl(UObjectHandle Table, FNameHandle Row, UStructHandle RowStruct)
	{
		UDataTable* T = Cast<UDataTable>(Obj(Table));
		if (!T) return nullptr;
		if (RowStruct.ptr && T->GetRowStruct() != static_cast<UScriptStruct*>(RowStruct.ptr))
		{
			Rusteal::Fail(RustealError_TypeMismatch, TEXT("the table's rows are of another struct"));
			return nullptr;
		}
		return T->FindRowUnchecked(Rusteal::UnpackName(Row));
	}

	// ---- widgets ------------------------------------------------------------------------------
	UObjectHandle CreateWidgetImpl(UObjectHandle Owning, UClassHandle C)
	{
		UClass* Class = ClassOf(C);
		if (!Class || !Class->IsChildOf(UUserWidget::StaticClass()))
		{
			Rusteal::Fail(RustealError_InvalidCast, TEXT("create_widget needs a UserWidget class"));
			return UObjectHandle{nullptr};
		}
		UObject* Owner = Obj(Owning);
		if (APlayerController* PC = Cast<APlayerController>(Owner)) return UObjectHandle{CreateWidget<UUserWidget>(PC, Class)};
		if (UWorld* World = Cast<UWorld>(Owner)) return UObjectHandle{CreateWidget<UUserWidget>(World, Class)};
		if (UGameInstance* GI = Cast<UGameInstance>(Owner)) return UObjectHandle{CreateWidget<UUserWidget>(GI, Class)};
		if (UWidget* Parent = Cast<UWidget>(Owner)) return UObjectHandle{CreateWidget<UUserWidget>(Parent, Class)};
		if (IsValid(Owner) && Owner->GetWorld()) return UObjectHandle{CreateWidget<UUserWidget>(Owner->GetWorld(), Class)};
		Rusteal::Fail(RustealError_InvalidOperation, TEXT("a widget's owner is a player controller, world, game instance or widget"));
		return UObjectHandle{nullptr};
	}
	ERustealErrorCode SetRootWidgetImpl(UObjectHandle User, UObjectHandle Root)
	{
		UUserWidget* W = Cast<UUserWidget>(Obj(User));
		UWidget* R = Cast<UWidget>(Obj(Root));
		if (!W || !W->WidgetTree || !R) return Rusteal::Fail(RustealError_InvalidCast, TEXT("set_root_widget needs a user widget with a tree and a widget"));
		W->WidgetTree->RootWidget = R;
		return RustealError_Ok;
	}
	UObjectHandle GetWidgetTreeImpl(UObjectHandle User)
	{
		UUserWidget* W = Cast<UUserWidget>(Obj(User));
		return UObjectHandle{W ? W->WidgetTree.Get() : nullptr};
	}

	// ---- input --------------------------------------------------------------------------------
	ERustealErrorCode BindActionImpl(UObjectHandle ActorH, UObjectHandle ActionH, uint8 Trigger, const uint8* F, uint32 FL)
	{
		AActor* Actor = Cast<AActor>(Obj(ActorH));
		const UInputAction* Action = Cast<UInputAction>(Obj(ActionH));
		if (!Actor || !Action) return Rusteal::Fail(RustealError_InvalidCast, TEXT("bind_action needs an actor and an input action"));
		UEnhancedInputComponent* Input = Cast<UEnhancedInputComponent>(Actor->InputComponent);
		if (!Input) return Rusteal::Fail(RustealError_InvalidOperation, TEXT("the actor has no Enhanced Input component (is input enabled for it?)"));
		const FName Function(*Rusteal::Utf8(F, FL));
		if (!Actor->FindFunction(Function))
			return Rusteal::Fail(RustealError_FunctionNotFound, FString::Printf(TEXT("%s has no function %s"), *Actor->GetClass()->GetName(), *Function.ToString()));
		Input->BindAction(Action, static_cast<ETriggerEvent>(Trigger), Actor, Function);
		return RustealError_Ok;
	}
	bool ShouldDisplayTouchInterfaceImpl()
	{
		return GetDefault<UInputSettings>()->bAlwaysShowTouchInterface || FPlatformMisc::GetUseVirtualJoysticks();
	}

	// ---- console ------------------------------------------------------------------------------
	struct FConsoleEntry
	{
		Library* Owner = nullptr;
		IConsoleObject* Object = nullptr;
	};
	TMap<FString, FConsoleEntry> GConsole;

	ERustealErrorCode RegisterCommandImpl(const uint8* N, uint32 NL, const uint8* H, uint32 HL, uint64_t CallbackId)
	{
		const FString Name = Rusteal::Utf8(N, NL);
		if (Name.IsEmpty()) return Rusteal::Fail(RustealError_NullArgument, TEXT("a console command needs a name"));
		if (IConsoleManager::Get().FindConsoleObject(*Name)) return Rusteal::Fail(RustealError_InvalidOperation, FString::Printf(TEXT("console name %s is taken"), *Name));
		Library* Lib = RustealCurrentLibrary();
		IConsoleObject* Command = IConsoleManager::Get().RegisterConsoleCommand(*Name, *Rusteal::Utf8(H, HL),
			FConsoleCommandWithWorldAndArgsDelegate::CreateLambda([Lib, CallbackId](const TArray<FString>& Args, UWorld* World)
			{
				FTCHARToUTF8 Joined(*FString::Join(Args, TEXT("\n")));
				FRustealConsoleArgs A{reinterpret_cast<const uint8*>(Joined.Get()), static_cast<uint32>(Joined.Length()), UObjectHandle{World}};
				Rusteal::CallLibrary(Lib, [&A, CallbackId](const FRustealRustCallbacks& Cb)
				{
					Cb.invoke_delegate_callback(CallbackId, reinterpret_cast<uint8*>(&A));
				});
			}),
			ECVF_Default);
		GConsole.Add(Name, FConsoleEntry{Lib, Command});
		return RustealError_Ok;
	}
	ERustealErrorCode RegisterVariableImpl(const uint8* N, uint32 NL, const uint8* H, uint32 HL, uint32 Kind, const uint8* D, uint32 DL)
	{
		const FString Name = Rusteal::Utf8(N, NL);
		const FString Help = Rusteal::Utf8(H, HL);
		const FString Default = Rusteal::Utf8(D, DL);
		if (Name.IsEmpty()) return Rusteal::Fail(RustealError_NullArgument, TEXT("a console variable needs a name"));
		if (IConsoleManager::Get().FindConsoleObject(*Name)) return Rusteal::Fail(RustealError_InvalidOperation, FString::Printf(TEXT("console name %s is taken"), *Name));
		IConsoleVariable* Var = nullptr;
		switch (Kind)
		{
		case RUSTEAL_CVAR_BOOL: Var = IConsoleManager::Get().RegisterConsoleVariable(*Name, Default.ToBool(), *Help, ECVF_Default); break;
		case RUSTEAL_CVAR_INT: Var = IConsoleManager::Get().RegisterConsoleVariable(*Name, FCString::Atoi(*Default), *Help, ECVF_Default); break;
		case RUSTEAL_CVAR_FLOAT: Var = IConsoleManager::Get().RegisterConsoleVariable(*Name, FCString::Atof(*Default), *Help, ECVF_Default); break;
		case RUSTEAL_CVAR_STRING: Var = IConsoleManager::Get().RegisterConsoleVariable(*Name, Default, *Help, ECVF_Default); break;
		default: return Rusteal::Fail(RustealError_TypeMismatch, FString::Printf(TEXT("console variable kind %u"), Kind));
		}
		GConsole.Add(Name, FConsoleEntry{RustealCurrentLibrary(), Var});
		return RustealError_Ok;
	}
	ERustealErrorCode UnregisterImpl(const uint8* N, uint32 NL)
	{
		const FString Name = Rusteal::Utf8(N, NL);
		FConsoleEntry Entry;
		if (!GConsole.RemoveAndCopyValue(Name, Entry)) return Rusteal::Fail(RustealError_InvalidOperation, FString::Printf(TEXT("no console name %s of Rust's"), *Name));
		IConsoleManager::Get().UnregisterConsoleObject(Entry.Object, false);
		return RustealError_Ok;
	}
	ERustealErrorCode GetVariableImpl(const uint8* N, uint32 NL, uint8* Buf, uint32 Len, uint32* Out)
	{
		IConsoleVariable* Var = IConsoleManager::Get().FindConsoleVariable(*Rusteal::Utf8(N, NL));
		if (!Var) return Rusteal::Fail(RustealError_PropertyNotFound, FString::Printf(TEXT("no console variable %s"), *Rusteal::Utf8(N, NL)));
		return Rusteal::WriteUtf8(Var->GetString(), Buf, Len, Out);
	}
	ERustealErrorCode SetVariableImpl(const uint8* N, uint32 NL, const uint8* V, uint32 VL)
	{
		IConsoleVariable* Var = IConsoleManager::Get().FindConsoleVariable(*Rusteal::Utf8(N, NL));
		if (!Var) return Rusteal::Fail(RustealError_PropertyNotFound, FString::Printf(TEXT("no console variable %s"), *Rusteal::Utf8(N, NL)));
		Var->Set(*Rusteal::Utf8(V, VL), ECVF_SetByCode);
		return RustealError_Ok;
	}
}

// The library's console commands and variables go with it.
void RustealForgetConsole(const Library& Lib)
{
	for (auto It = GConsole.CreateIterator(); It; ++It)
	{
		if (It.Value().Owner != &Lib) continue;
		IConsoleManager::Get().UnregisterConsoleObject(It.Value().Object, false);
		It.RemoveCurrent();
	}
}

const FRustealWorldApi Rusteal::GWorldApi = {&SpawnActorImpl, &GetAllActorsOfClassImpl, &FindObjectImpl, &LoadObjectImpl,
	&GetWorldImpl, &NewObjectImpl, &SpawnActorDeferredImpl, &FinishSpawningImpl, &ChannelToObjectTypeImpl, &FindDataTableRowImpl};
const FRustealWidgetApi Rusteal::GWidgetApi = {&CreateWidgetImpl, &SetRootWidgetImpl, &GetWidgetTreeImpl};
const FRustealInputApi Rusteal::GInputApi = {&BindActionImpl, &ShouldDisplayTouchInterfaceImpl};
const FRustealConsoleApi Rusteal::GConsoleApi = {&RegisterCommandImpl, &RegisterVariableImpl, &UnregisterImpl, &GetVariableImpl, &SetVariableImpl};
